import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useHydrated } from '../../behaviours/hydrated';
import { embedUrl, thumbnailUrl, watchUrl } from '../../schema/video';
import { IconPlayerPlay } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { LinkButton } from '../../ui/LinkButton';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import type { VideoGalleryProps } from './schema';
import classes from './VideoGallery.module.css';

// Browsers draw a broken-image icon even for an empty alt: a failed thumbnail is hidden instead.
const markFailed = (img: HTMLImageElement) => (img.dataset.failed = '');
/** An error before hydration fired no handler; a finished image with no size is one that failed. */
const checkEarlyFailure = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth === 0) markFailed(img);
};

/**
 * A thumbnail over a drawn placeholder, whose box is reserved: if the image host is unreachable the placeholder shows,
 * the site's ink with a play mark (the featured video) or the video's place in the list (the others, so the tiles do
 * not repeat one picture); the title is said once, beside it. Always lazy, the featured one too: an eager image is one
 * React announces in the page's head, and a phone would then fetch it from the video site's host before the first
 * screen's pictures.
 */
function Thumbnail({ id }: { id: string }) {
  return (
    <span className={classes.thumb}>
      <img
        ref={checkEarlyFailure}
        src={thumbnailUrl(id)}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        onError={(event) => markFailed(event.currentTarget)}
        onLoad={(event) => delete event.currentTarget.dataset.failed}
      />
    </span>
  );
}

/**
 * The featured video: a poster and a play button, swapped for the player only when pressed. Before scripts run it is
 * a link that opens the video on the video site in a new tab, as every external link does; once they run it plays
 * here, so it is a button.
 */
function Facade({ id, title }: { id: string; title: string }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        // The keyboard stays with what it pressed: the button is gone, the player takes its focus.
        ref={(player) => player?.focus()}
        className={classes.player}
        src={embedUrl(id)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const label = `Play video: ${title}`;
  const poster = (
    <>
      <Thumbnail id={id} />
      <span className={classes.play} aria-hidden>
        <IconPlayerPlay size={34} {...decorative} />
      </span>
      <span className={classes.caption}>{title}</span>
    </>
  );
  return hydrated ? (
    <button type="button" className={classes.facade} onClick={() => setPlaying(true)} aria-label={label}>
      {poster}
    </button>
  ) : (
    <SmartLink href={watchUrl(id)} className={classes.facade} aria-label={label}>
      {poster}
    </SmartLink>
  );
}

/**
 * The featured video and, beside it on wide screens, the others as a list as tall as it that scrolls; on a phone they
 * follow it as one row that scrolls sideways. Either way the section stays about one screen high.
 */
export function VideoGallery({ heading, intro, featured, videos, buttons }: VideoGalleryProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <div className={classes.layout}>
        <Facade id={featured.id} title={featured.title} />
        <div className={classes.more}>
          <ul className={classes.list}>
            {videos.map((video, i) => (
              <li key={i}>
                <SmartLink href={watchUrl(video.id)} className={classes.item}>
                  <Thumbnail id={video.id} />
                  <Text component="span" size="sm" fw={600} lineClamp={2} className={classes.title}>
                    {video.title}
                  </Text>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {buttons && (
        <Group mt="xl" gap="sm">
          {buttons.map((b, i) => (
            <LinkButton key={i} {...b} />
          ))}
        </Group>
      )}
    </>
  );
}
