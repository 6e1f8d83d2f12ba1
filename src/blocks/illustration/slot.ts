import type { PictureSlot } from '../../schema/picture-variants';

/** The page column, at most 40rem (Illustration.module.css). Widest: 640 × 2. */
export const illustrationSlot: PictureSlot = { sizes: '(min-width: 42rem) 40rem, calc(100vw - 2rem)', phone: 358, widest: 1280 };
