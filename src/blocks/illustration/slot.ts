import type { PictureSlot } from '../../schema/picture-variants';

/** The page column, at most 30rem (Illustration.module.css). Widest: 480 × 2. */
export const illustrationSlot: PictureSlot = { sizes: '(min-width: 32rem) 30rem, calc(100vw - 2rem)', phone: 358, widest: 960 };
