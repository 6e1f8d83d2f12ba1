import type { PictureSlot } from '../../schema/picture-variants';

/** Beside the text from 62em, above it before; at most 22rem wide (PageHeader.module.css). */
export const headerSlot: PictureSlot = { sizes: '(min-width: 24rem) 22rem, calc(100vw - 2rem)', phone: 352, widest: 352 * 3 };
