import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkPages, pageRoute, type PageCheck } from './html-conformance';

/** A whole page as the build writes one (lower-case doctype, self-closed share tags), around `body`. */
const page = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title>' +
  '<meta property="og:title" content="A page"/></head>' +
  `<body><main>${body}</main></body></html>`;

/** What the site's components draw, with the markup each issue found on the owner's pages. */
const PAGES = {
  'index.html': page(
    '<button type="button" class="m_fea6bf1a" aria-label="Open menu" aria-expanded="false"><span data-reduce-motion="true"></span></button>' +
      '<div style="--ti-size:2.75rem" id="_R_1_">' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="M5 12h14"/></svg>' +
      '</div><img src="/a.jpg" alt="A" width="10" height="10" sizes="10px" loading="lazy">',
  ),
  'skills/index.html': page('<button type="button" aria-label="Open menu"><div class="m_d4fb9cad"></div></button>'),
  'resources/companies/index.html': page('<label><span><div class="m_4081bf90">Tiles</div></span></label>'),
  'resources/ai-tools/index.html': page(
    '<label>All <input type="radio" name="chip" value="All" radius="xl"></label><div class="m_7341320d" radius="md"></div>',
  ),
  '404.html': page('<h1 id="top">Not found</h1><p id="top">Nothing here.</p>'),
};

let dir = '';
let checks: PageCheck[] = [];
const problemsOf = (file: string) => checks.find((check) => check.file === file)?.problems;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'html-conformance-'));
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  checks = await checkPages(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('checks every page of the folder, and nothing else', () => {
  expect(checks.map((check) => check.file).sort()).toEqual(
    Object.keys(PAGES)
      .map((file) => join(file))
      .sort(),
  );
});

it('passes a page as the components draw it: Mantine’s inline styles, React’s ids, icons, share tags', () => {
  expect(problemsOf('index.html')).toEqual([]);
});

it('fails a <div> inside a <button> or a <span>, naming the place and the rule', () => {
  expect(problemsOf(join('skills/index.html'))).toEqual([
    expect.stringMatching(/^1:\d+ <div> element is not permitted as content under <button> \[element-permitted-content\]$/),
  ]);
  expect(problemsOf(join('resources/companies/index.html'))).toEqual([
    expect.stringMatching(/<div> element is not permitted as content under <span> \[element-permitted-content\]$/),
  ]);
});

it('fails an attribute HTML does not have, a component prop leaked into the page', () => {
  expect(problemsOf(join('resources/ai-tools/index.html'))).toEqual([
    expect.stringMatching(/Attribute "radius" is not allowed on <input> element \[no-unknown-attributes\]$/),
    expect.stringMatching(/Attribute "radius" is not allowed on <div> element \[no-unknown-attributes\]$/),
  ]);
});

it('fails an id used twice', () => {
  expect(problemsOf('404.html')).toEqual([expect.stringContaining('[no-dup-id]')]);
});

it('names each page by its address', () => {
  expect(pageRoute('skills/index.html')).toBe('/skills/');
  expect(pageRoute('index.html')).toBe('/');
  expect(pageRoute('404.html')).toBe('/404.html');
});
