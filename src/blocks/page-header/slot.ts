import type { PictureSlot } from '../../schema/picture-variants';

/** Beside the text from 62em, above it before; at most 26rem wide (PageHeader.module.css). */
export const headerSlot: PictureSlot = { sizes: '(min-width: 28rem) 26rem, calc(100vw - 2rem)', phone: 358, widest: 416 * 3 };
