// @vitest-environment node
/**
 * The résumé PDF read back as an applicant-tracking system reads it: its text, in order, by a PDF text extractor.
 * On the fixture site with expectations written from the fixture's documents, and on the owner's site with
 * expectations derived from pages/resume.json, so an owner's valid edit never turns this red.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractLinks, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadSite, siteRoot } from '../../content/validation/load';
import { builtResumePdf } from './resume-files';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURE_ROOT = join(PROJECT_ROOT, 'tests/fixtures/site');
const CACHE = join(PROJECT_ROOT, '.cache/resume');

interface RawSection {
  type: string;
  id?: string;
  heading?: string;
  items?: { company?: string; role?: string; period?: string; bullets?: string[]; title?: string; kicker?: string }[];
  chips?: string[];
}

/** What the documents say, read as JSON (not through the code under test), tokens of the identity and facts filled in. */
function expectationsOf(root: string) {
  const site = JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8')) as Record<string, unknown> & {
    name: string;
    email: string;
    resume: { paper?: string };
    facts?: Record<string, string>;
  };
  // A fact may be written with others ("{fact:a} → {fact:b}"): filled until none is left.
  const fill = (text: string): string => {
    const filled = text
      .replace(/\{fact:([\w-]+)\}/g, (_, fact: string) => site.facts![fact])
      .replace(/\{(name|email|headline|location)\}/g, (_, key: string) => String(site[key]));
    return filled === text ? text : fill(filled);
  };
  const page = JSON.parse(readFileSync(join(root, 'pages/resume.json'), 'utf8')) as { sections: RawSection[] };
  const grid = (pattern: RegExp) =>
    page.sections.find((section) => section.type === 'card-grid' && pattern.test(`${section.id} ${section.heading}`))?.items ?? [];
  return {
    name: site.name,
    email: site.email,
    paper: site.resume.paper ?? 'A4',
    roles: page.sections
      .filter((section) => section.type === 'experience')
      .flatMap((section) => section.items ?? [])
      .map((item) => ({
        role: fill(item.role!),
        company: fill(item.company!),
        period: fill(item.period!),
        bullets: item.bullets!.map(fill),
      })),
    certifications: grid(/certif/i).map((item) => fill(item.title!)),
    degrees: grid(/educat/i).map((item) => fill(item.title!)),
    skills: page.sections.find((section) => section.type === 'chip-list')?.chips ?? [],
  };
}

/** A document's words as the PDF reads back: every run of spaces (a non-breaking one too) as one space. */
const spaced = (words: string) => words.replace(/\s+/g, ' ');

/** The PDF's text, page after page, each run of white space (a line's end too) as one space. */
async function readBack(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.filter((item) => 'str' in item);
    const [, , , height] = page.view;
    pages.push({
      height,
      width: page.view[2],
      text: items.map((item) => item.str + (item.hasEOL ? ' ' : '')).join(''),
      // The lowest line's baseline, in points from the page's foot.
      lowest: Math.min(...items.filter((item) => item.str.trim()).map((item) => item.transform[5])),
    });
  }
  return {
    pdf,
    pages,
    text: spaced(pages.map((page) => page.text).join(' ')),
  };
}

/** Each of `needles` found in `text`, each after the one before; returns where the last ends. */
function expectInOrder(text: string, needles: string[], from = 0): number {
  let at = from;
  for (const needle of needles) {
    const found = text.indexOf(spaced(needle), at);
    expect(found, `"${needle}" after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + needle.length;
  }
  return at;
}

async function builtFrom(root: string) {
  const result = loadSite(siteRoot(root));
  expect(result.errors).toEqual([]);
  const pdf = await builtResumePdf(
    result.site!,
    result.pages.map((page) => page.document),
    CACHE,
  );
  return pdf!;
}

describe.each([
  ['the fixture site', FIXTURE_ROOT],
  ["the owner's site", PROJECT_ROOT],
])('the résumé PDF of %s', { timeout: 60_000 }, (_, root) => {
  const expected = expectationsOf(root);
  const built = builtFrom(root);

  it('reads back as the page: the owner, then every role with its bullets in order, certifications and degrees', async () => {
    const { text } = await readBack((await built).bytes);
    let at = expectInOrder(text, [expected.name, expected.email]);
    for (const role of expected.roles) {
      const heading = expectInOrder(text, [role.role], at);
      at = expectInOrder(text, role.bullets, heading);
      // The employer and the dates belong to the role's heading: after its title, before its first bullet.
      const firstBullet = text.indexOf(role.bullets[0], heading);
      for (const part of [role.company, role.period]) expect(text.slice(heading, firstBullet)).toContain(part);
    }
    for (const title of [...expected.certifications, ...expected.degrees]) expect(text).toContain(spaced(title));
    expect(text).toContain(spaced(expected.skills.join(' · ')));
    // No word split over two lines with a hyphen the text does not have.
    expect(text).not.toMatch(/[a-z]- [a-z]/);
  });

  it('takes at most two pages, of the paper site.json names, and a second page at least a third full', async () => {
    const { pages } = await readBack((await built).bytes);
    expect(pages.length).toBeLessThanOrEqual(2);
    const [width, height] = expected.paper === 'Letter' ? [612, 792] : [595.28, 841.89];
    expect(pages[0].width).toBeCloseTo(width, 0);
    expect(pages[0].height).toBeCloseTo(height, 0);
    const last = pages.at(-1)!;
    if (pages.length === 2) expect(last.height - last.lowest).toBeGreaterThanOrEqual(last.height / 3);
  });

  it('embeds its fonts, cut to what it uses, and says whose résumé it is in its metadata', async () => {
    const { bytes } = await built;
    const raw = Buffer.from(bytes).toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    // A subset's name starts with six capitals and "+"; each has its file in the PDF.
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/);
    expect(raw.match(/\/FontFile2/g)?.length).toBe(new Set(fonts).size);
    const { info } = await getMeta(new Uint8Array(bytes));
    expect(info).toMatchObject({ Title: `${expected.name} Resume`, Author: expected.name });
    expect(info.Subject).toBeTruthy();
    expect(info.Keywords).toBe(expected.skills.join(', '));
  });

  it('links the e-mail address and the employers', async () => {
    const { links } = await extractLinks(new Uint8Array((await built).bytes));
    expect(links).toContain(`mailto:${expected.email}`);
  });
});

it('tightens a résumé that would spill a few lines onto a second page until it fits one', { timeout: 60_000 }, async () => {
  const result = loadSite(siteRoot(FIXTURE_ROOT));
  const documents = result.pages.map((page) => page.document);
  const page = documents.find((document) => document.route === '/resume')!;
  const experience = page.sections.find((section) => section.type === 'experience')!;
  // Roles added until the layout as designed runs onto a second page by less than a third.
  const longer = (roles: number) => ({
    ...page,
    sections: page.sections.map((section) =>
      section === experience
        ? { ...experience, items: Array.from({ length: roles }, (_, i) => experience.items[i % experience.items.length]) }
        : section,
    ),
  });
  const scales = [];
  for (const roles of [2, 6, 7, 8]) {
    const pdf = (await builtResumePdf(result.site!, [longer(roles)], CACHE))!;
    const { pages } = await readBack(pdf.bytes);
    expect(pages.length).toBe(pdf.pages);
    const last = pages.at(-1)!;
    if (pages.length === 2) expect(last.height - last.lowest).toBeGreaterThanOrEqual(last.height / 3);
    expect(pages.length).toBeLessThanOrEqual(2);
    scales.push(pdf.scale);
  }
  // Some length needed a tighter layout than designed.
  expect(Math.min(...scales)).toBeLessThan(1);
});

it("is dated by its page's last change, so two builds of the same résumé give the same bytes", { timeout: 60_000 }, async () => {
  const result = loadSite(siteRoot(FIXTURE_ROOT));
  const documents = result.pages.map((page) => page.document);
  const route = result.pages.find((page) => page.document.route === '/resume')!.document.route;
  const dates = new Map([[route, '2025-03-14T10:22:05+01:00']]);
  const first = (await builtResumePdf(result.site!, documents, CACHE, dates))!;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const second = (await builtResumePdf(result.site!, documents, CACHE, dates))!;
  expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  const { info } = await getMeta(new Uint8Array(first.bytes));
  expect((info as { CreationDate?: string }).CreationDate).toMatch(/^D:20250314092205Z/);
});
