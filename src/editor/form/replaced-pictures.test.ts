import { describe, expect, it } from 'vitest';
import type { Finding } from '../wire';
import { pictureFolderOf } from './picture-folder';
import { replacedPictures, withoutStaleSizes } from './replaced-pictures';

const page = (src: string, size = { width: 480, height: 560 }) => ({
  sections: [
    { type: 'page-header', image: { src, alt: 'A drawing', ...size } },
    { type: 'prose', body: ['Text'] },
  ],
});
const mismatch = (step: string): Finding => ({
  file: 'pages/about.json',
  path: `sections[0].image.${step}`,
  jsonPath: ['sections', 0, 'image', step],
  message: 'not the picture’s shape',
  name: 'PictureSizeMismatch',
});

describe('replacing a picture', () => {
  it('finds the pictures whose file changed', () => {
    expect(replacedPictures(page('/assets/a.svg'), page('/assets/b.jpg'))).toEqual([['sections', 0, 'image']]);
    expect(replacedPictures(page('/assets/a.svg'), page('/assets/a.svg', { width: 1, height: 2 }))).toEqual([]);
  });

  it('drops the size of a replaced picture the validator finds is not its shape, and nothing else', () => {
    const replaced = new Set([JSON.stringify(['sections', 0, 'image'])]);
    const value = page('/assets/b.jpg');
    const cleared = withoutStaleSizes(value, [mismatch('width')], replaced) as ReturnType<typeof page>;
    expect(cleared.sections[0].image).toEqual({ src: '/assets/b.jpg', alt: 'A drawing' });
    expect(value.sections[0].image).toHaveProperty('width', 480);
    // A size the owner typed wrong on a picture they did not replace is theirs to fix.
    expect(withoutStaleSizes(value, [mismatch('width')], new Set())).toBe(value);
    // Once gone, the same (older) finding changes nothing: no empty step of undo.
    expect(withoutStaleSizes(cleared, [mismatch('height')], replaced)).toBe(cleared);
  });
});

describe('where an upload goes', () => {
  it('beside most of the page’s pictures, or in a folder named by its route', () => {
    expect(pictureFolderOf({ a: '/assets/about/me.jpg', b: ['/assets/about/x.png', '/assets/logo.svg'] }, '/about')).toBe('/assets/about');
    expect(pictureFolderOf({ sections: [] }, '/work/flair')).toBe('/assets/work/flair');
    expect(pictureFolderOf({ sections: [] }, '/')).toBe('/assets/home');
  });
});
