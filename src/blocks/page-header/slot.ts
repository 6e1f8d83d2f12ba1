import type { PictureSlot } from '../../schema/picture-variants';

/** Beside the text from 62em, above it before; at most 22rem wide, 11rem on a phone (PageHeader.module.css). */
export const headerSlot: PictureSlot = { sizes: '(min-width: 36em) 22rem, 11rem', phone: 176, widest: 352 * 3 };
