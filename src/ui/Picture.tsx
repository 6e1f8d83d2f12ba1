import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { darkTwinPath, hasDarkTwin } from '../schema/artwork';
import { withBase } from '../schema/links';
import { MIME_TYPES, variantPath, type PictureVariants } from '../schema/picture-variants';

export interface PictureData {
  src: string;
  alt: string;
  width: number;
  height: number;
  variants?: PictureVariants;
}

interface PictureProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> {
  image: PictureData;
  /** How wide the picture draws at each viewport width (the slot's `sizes`). */
  sizes: string;
  /** The first screen's picture: fetched at once, ahead of the rest; the others wait until they are near. */
  priority?: boolean;
  /**
   * Fetched at once, though not ahead of the rest (a picture further down that must not wait). Said outright: a
   * browser raises a picture it finds in the window to high priority, where a phone's simulated load counted it into
   * the page's largest paint although the text was larger (/home's first slide: LCP 1.43× the reference's, 1.24× low).
   */
  eager?: boolean;
  /** How the block draws a photo rather than a drawing (a header trims a tall portrait). */
  photoStyle?: CSSProperties;
}

// Styles of their own, not a stylesheet: every page would load it, and few show a photo.
/** The <picture> leaves its <img> to the block's layout, as if it stood there alone. */
const CONTENTS = { display: 'contents' } as const;
/** The browser picks from the sources whatever they show; drawn, each would take a place in the block's layout. */
const HIDDEN = { display: 'none' } as const;

/**
 * React announces every eager <img> outside a <picture> in the page's head, ahead of everything else the first screen
 * needs. A picture that is first on a laptop can be a screen down on a phone (a header's portrait after its text), and
 * the browser finds it in the HTML as early anyway: drawings stand in a <picture> of their own, as photos do.
 */
const Unannounced = ({ children }: { children: ReactNode }) => <picture style={CONTENTS}>{children}</picture>;

/** The fallback's plain `src`, for the rare browser without srcset: about a laptop's width, or the widest there is. */
const PLAIN_WIDTH = 1024;

/**
 * A picture from the documents. A photo the build re-encoded is a <picture> of AVIF, WebP and a JPEG or PNG at
 * the widths its slot needs, with its box reserved by the original's shape and its dominant colour shown until
 * it arrives; a drawing (SVG) is the file and its dark twin (src/schema/artwork.ts), a GIF the file itself.
 */
export function Picture({ image, sizes, priority = false, eager = false, photoStyle, style, ...rest }: PictureProps) {
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : eager
      ? ({ loading: 'eager', fetchPriority: 'low' } as const)
      : ({ loading: 'lazy' } as const);
  const { variants } = image;
  if (!variants && hasDarkTwin(image.src)) {
    // A drawing and its dark twin: the page's scheme shows one (global.css); the hidden one waits, as lazy images do.
    const { id, ...shared } = rest;
    return (
      <Unannounced>
        <img
          src={withBase(image.src)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          {...loading}
          style={style}
          id={id}
          data-artwork="light"
          {...shared}
        />
        <img
          src={withBase(darkTwinPath(image.src))}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          style={style}
          data-artwork="dark"
          {...shared}
        />
      </Unannounced>
    );
  }
  if (!variants) {
    return (
      <Unannounced>
        <img src={withBase(image.src)} alt={image.alt} width={image.width} height={image.height} {...loading} style={style} {...rest} />
      </Unannounced>
    );
  }
  const srcset = (format: PictureVariants['formats'][number]) =>
    variants.widths.map((width) => `${withBase(variantPath(image.src, variants, width, format))} ${width}w`).join(', ');
  const fallback = variants.formats.at(-1)!;
  const plain = variants.widths.findLast((width) => width <= PLAIN_WIDTH) ?? variants.widths[0];
  return (
    <picture style={CONTENTS}>
      {variants.formats.slice(0, -1).map((format) => (
        <source key={format} type={MIME_TYPES[format]} srcSet={srcset(format)} sizes={sizes} style={HIDDEN} />
      ))}
      <img
        src={withBase(variantPath(image.src, variants, plain, fallback))}
        srcSet={srcset(fallback)}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        data-photo=""
        {...loading}
        // No panel around a photo on a dark page: its own colours fill its box (the placeholder until it arrives). The
        // box keeps the original's shape once a file arrives, whose whole pixels can round it a fraction differently.
        style={{
          padding: 0,
          aspectRatio: `${image.width} / ${image.height}`,
          backgroundColor: variants.placeholder,
          ...photoStyle,
          ...style,
        }}
        {...rest}
      />
    </picture>
  );
}
