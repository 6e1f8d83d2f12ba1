import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ladder, variantPath, type PictureVariants } from './picture-variants';

describe('a picture’s ladder of widths', () => {
  it('never goes past the original or the slot’s widest, and ends at the narrower of the two', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 100, max: 700 }),
        fc.integer({ min: 300, max: 3000 }),
        (original, phone, widest) => {
          const widths = ladder(original, { phone, widest });
          expect(widths.at(-1)).toBe(Math.min(original, widest));
          expect(widths.every((width) => width <= Math.min(original, widest))).toBe(true);
          expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('holds exactly what a 390px phone needs at 2× and 3×, and no step within a tenth of those', () => {
    expect(ladder(4032, { phone: 358, widest: 1248 })).toEqual([320, 640, 716, 960, 1074, 1248]);
    expect(ladder(4032, { phone: 318, widest: 1390 })).toEqual([320, 636, 954, 1280, 1390]);
  });

  it('is the original alone when the original is narrower than every step', () => {
    expect(ladder(300, { phone: 358, widest: 1248 })).toEqual([300]);
  });
});

describe('a file’s address', () => {
  const variants: PictureVariants = { hash: '3f2a9c1b07', widths: [640], formats: ['avif', 'jpeg'] };

  it('keeps the original’s name, in lower case and without spaces, beside the hash and the width', () => {
    expect(variantPath('/assets/about/IMG 1234.JPG', variants, 640, 'avif')).toBe('/_pictures/img-1234-3f2a9c1b07-640.avif');
  });

  it('names a cropped file’s height, and a JPEG ".jpg"', () => {
    const cropped = { ...variants, crop: { width: 1200, height: 630 } };
    expect(variantPath('/assets/share.png', cropped, 1200, 'jpeg')).toBe('/_pictures/share-3f2a9c1b07-1200x630.jpg');
  });
});
