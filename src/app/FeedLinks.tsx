import { Button, VisuallyHidden } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { FEED_FORMATS, feedPath, type FeedFormat, type SiteFeed } from '../schema/feeds';
import { withBase } from '../schema/links';
import { decorative } from '../ui/Icon';

const FORMATS = Object.keys(FEED_FORMATS) as FeedFormat[];

/** Where browsers' and feed readers' "subscribe" finds the feed: React moves these links into <head>. */
export function FeedAlternates({ feed }: { feed: SiteFeed }) {
  return FORMATS.map((format) => (
    <link
      key={format}
      rel="alternate"
      type={FEED_FORMATS[format].type}
      title={`${feed.title} (${FEED_FORMATS[format].name})`}
      href={withBase(feedPath(feed.route, format))}
    />
  ));
}

/**
 * The visible way to subscribe: the Atom feed, which every feed reader takes. A file, not a route, so a plain
 * link the router leaves alone. It reads "RSS feed", the name readers know, so that it is not taken for a page's
 * newsletter "Subscribe". Its name says which feed; the visible words stay at its start (WCAG 2.5.3).
 * A Mantine button, whose styles every page has already: a stylesheet of its own would cost every page.
 */
export function FeedLink({ feed }: { feed: SiteFeed }) {
  return (
    <Button
      component="a"
      href={withBase(feedPath(feed.route, 'atom'))}
      type={FEED_FORMATS.atom.type}
      variant="default"
      radius="xl"
      size="xs"
      mt="lg"
      leftSection={<IconRss size={16} {...decorative} />}
    >
      RSS feed <VisuallyHidden>{`of ${feed.title} (${FEED_FORMATS.atom.name})`}</VisuallyHidden>
    </Button>
  );
}
