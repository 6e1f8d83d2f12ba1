import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { inlineFirstDrawings } from './first-drawing';
import { overFirstRoundTrip } from './page-weight';

/** Numbers in an order brotli cannot predict (a fixed seed, so every run writes the same files). */
function noise(count: number, seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) >>> 16;
  return Array.from({ length: count }, () => next() % 1000).join(' ');
}

const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 560">
  <!-- the head -->
  <circle cx="240" cy="200" r="80" fill="#dca27c"/>
</svg>
`;
const drawing = (src: string) => `<img src="${src}" alt="A portrait" width="480" height="560" loading="eager" fetchpriority="high">`;
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;

let dir = '';
function site(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'first-drawing-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(dir, path), 'utf8');
const decoded = (html: string) => decodeURIComponent(/src="data:image\/svg\+xml,([^"]*)"/.exec(html)![1]);

it('writes the first screen’s drawing into its page, and leaves the dark twin, a photo and the file where they were', async () => {
  const dark = '<img src="/art/portrait.dark.svg" alt="A portrait" width="480" height="560" loading="lazy">';
  const photo = '<img src="/art/team.svg" srcset="/art/team.svg 1x" alt="The team" loading="eager">';
  site({
    'about/index.html': page(drawing('/art/portrait.svg') + dark + photo),
    'art/portrait.svg': DRAWING,
    'art/portrait.dark.svg': DRAWING,
    'art/team.svg': DRAWING,
    'contact/index.html': page('<p>No picture here.</p>'),
  });
  expect(await inlineFirstDrawings(dir)).toEqual(['/about']);
  const html = read('about/index.html');
  // The same drawing, less its comment and the spaces between its tags.
  expect(decoded(html)).toBe(
    DRAWING.replace(/<!--[^>]*-->/, '')
      .trim()
      .replace(/>\s+</g, '><')
      .replace(/"/g, "'"),
  );
  expect(html).toContain('alt="A portrait" width="480" height="560" loading="eager" fetchpriority="high">');
  expect(html).toContain(dark);
  expect(html).toContain(photo);
  expect(read('art/portrait.svg')).toBe(DRAWING);
  expect(read('contact/index.html')).toBe(page('<p>No picture here.</p>'));
});

it('finds the drawing under the base path the site is built for', async () => {
  site({ 'about/index.html': page(drawing('/portfolio/art/portrait.svg')), 'art/portrait.svg': DRAWING });
  expect(await inlineFirstDrawings(dir, '/portfolio/')).toEqual(['/about']);
  expect(decoded(read('about/index.html'))).toContain("<circle cx='240'");
});

it('leaves a page as it was when the drawing would make it miss the first round trip', async () => {
  const heavy = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path d="M${noise(4000, 7)}"/></svg>`;
  const html = page(drawing('/art/chart.svg') + `<p>${noise(8000, 3)}</p>`);
  site({ 'work/index.html': html, 'art/chart.svg': heavy });
  // Alone, the page arrives in the first round trip.
  expect(await overFirstRoundTrip(dir)).toEqual([]);
  expect(await inlineFirstDrawings(dir)).toEqual([]);
  expect(read('work/index.html')).toBe(html);
});

it('leaves a picture whose file is not in the site as it was', async () => {
  const html = page(drawing('/art/gone.svg'));
  site({ 'about/index.html': html });
  expect(await inlineFirstDrawings(dir)).toEqual([]);
  expect(read('about/index.html')).toBe(html);
});
