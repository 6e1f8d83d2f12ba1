import { Container, Stack, Text, Title } from '@mantine/core';
import { Card } from '../../build/assets/share-card-layout';
import { SHARE_CARD_SIZE } from '../../schema/picture-variants';
import type { Site } from '../../schema/site';

/** How wide the card is drawn in the preview: half its size, as a link preview shows it. */
const SCALE = 0.5;

/**
 * What site.json changes besides the header and footer around it: the card a link to the site shows when shared, as
 * the build draws it for a page without a picture of its own (its title, above it the headline, below the owner's
 * name and the site's address), here for a page titled with the owner's name.
 */
export function SiteSharePreview({ site }: { site: Site }) {
  let domain = site.siteUrl;
  try {
    domain = new URL(site.siteUrl).host;
  } catch {
    // an address being typed: shown as it is
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Share card
        </Title>
        <Text c="dimmed">A link to a page shows this card when shared, with the page&apos;s own title.</Text>
        <div
          role="img"
          aria-label={`Share card: ${site.headline}, ${site.name}, ${domain}`}
          data-share-card
          style={{ width: SHARE_CARD_SIZE.width * SCALE, height: SHARE_CARD_SIZE.height * SCALE, overflow: 'hidden', borderRadius: 8 }}
        >
          <div style={{ transform: `scale(${SCALE})`, transformOrigin: 'top left' }}>
            <Card title={site.name} kicker={site.headline} siteName={site.name} domain={domain} role={site.headline} fontFamily="inherit" />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
