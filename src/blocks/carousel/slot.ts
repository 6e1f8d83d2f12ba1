import type { PictureSlot } from '../../schema/picture-variants';

/**
 * From 48em the picture takes 1 of 2.1 columns of the slide, inside its 3rem of padding and 2rem gap
 * (Carousel.module.css), in a page column of at most 1108px; on phones, the slide less its padding.
 * Widest: a 767px tablet at 2× (695 × 2).
 */
export const slideSlot: PictureSlot = {
  sizes: '(min-width: 1140px) 467px, (min-width: 48.0625em) calc((100vw - 10rem) / 2.1), calc(100vw - 4.5rem)',
  phone: 318,
  widest: 1390,
};
