import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shareCardPath } from '../../app/share';
import { published } from '../../content/editing/drafts';
import { loadSite } from '../../content/validation/load';
import { missingCharacters } from './card-fonts';
import { cardKey, cardText, drawCard, writeShareCards } from './share-cards';

const { site, pages } = loadSite(join(import.meta.dirname, '../../../tests/fixtures/site'));
if (!site) throw new Error('the fixture site is invalid: run SITE_ROOT=tests/fixtures/site npm run validate');
const documents = published(pages).map((page) => page.document);

const work = mkdtempSync(join(tmpdir(), 'share-cards-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Width and height from a PNG's header, after checking that it is one. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe('share cards', () => {
  const out = join(work, 'out');
  const cache = join(work, 'cache');

  it('are drawn as 1200 × 630 PNGs for every page that names no image of its own', async () => {
    const written = await writeShareCards(documents, site, out, cache);
    const drawn = documents.filter((d) => !d.shareImage);
    expect(documents.some((d) => d.shareImage)).toBe(true);
    expect(written.sort()).toEqual(drawn.map((d) => join(out, shareCardPath(d.route))).sort());
    for (const file of written) expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 });
    expect(readdirSync(cache)).toHaveLength(drawn.length);
  }, 60_000);

  it('are taken from the cache when what they show is unchanged', async () => {
    const resume = documents.find((d) => d.route === '/resume')!;
    // A stand-in in the cache: were the card drawn again, the real picture would replace it.
    writeFileSync(join(cache, `${cardKey(cardText(resume, site))}.png`), 'cached');
    await writeShareCards(documents, site, out, cache);
    expect(readFileSync(join(out, shareCardPath('/resume')), 'utf8')).toBe('cached');
  });

  it('are drawn anew when their title, kicker or site changes', () => {
    const text = cardText(documents[0], site);
    const keys = [text, { ...text, title: `${text.title}!` }, { ...text, kicker: 'Other' }, { ...text, domain: 'other.example' }].map(
      cardKey,
    );
    expect(new Set(keys).size).toBe(4);
    expect(cardKey({ ...text })).toBe(keys[0]);
  });
});

describe('a share card’s text, in any script', () => {
  const name = 'Zoë Łukasiewicz-Nguyễn (李晓明, 김하늘)';
  const draw = (title: string) => drawCard({ title, kicker: 'About', siteName: 'Site', domain: 'example.com' });

  it('has a font for every character of a name in Latin, Vietnamese, Chinese and Korean, and for Greek and Cyrillic', () => {
    expect(missingCharacters(`${name} Ωμέγα Жанна`)).toEqual([]);
    expect(missingCharacters('שלום')).toEqual(['ש', 'ל', 'ו', 'ם']);
  });

  // A character without a glyph is drawn as an empty box, the same box for every such character: were a letter
  // of the name drawn so, putting another of its script in its place would change nothing.
  it('draws every character of the name as itself, not as an empty box', async () => {
    const text = `${name} Ωμέγα Жанна`;
    const drawn = await draw(text);
    for (const [character, sibling] of [
      ['Ł', 'ł'],
      ['ễ', 'ệ'],
      ['李', '明'],
      ['晓', '明'],
      ['김', '박'],
      ['늘', '람'],
      ['Ω', 'Ψ'],
      ['Ж', 'Щ'],
    ])
      expect((await draw(text.replace(character, sibling))).equals(drawn), character).toBe(false);
  }, 30_000);

  it('names, as the build runs, a character no font draws', async () => {
    const lines: string[] = [];
    // Without a page header, the card's title is the page's.
    const document = pages[0].document;
    const hebrew = {
      ...document,
      title: 'שלום',
      sections: document.sections.filter((s) => s.type !== 'page-header'),
      shareImage: undefined,
    };
    await writeShareCards([hebrew], site, join(work, 'hebrew'), join(work, 'hebrew-cache'), (line) => lines.push(line));
    expect(lines).toEqual([`Share card of ${hebrew.route}: no font draws "ש", "ל", "ו", "ם", shown as empty boxes.`]);
  }, 30_000);
});

describe('a page’s share card', () => {
  const page = (route: string) => documents.find((d) => d.route === route)!;
  const headerOf = (route: string) => page(route).sections.find((s) => s.type === 'page-header') as { heading: string; figures?: object[] };

  it('names the owner and their role on every page, with the page header’s heading as its title', () => {
    for (const document of documents) {
      const text = cardText(document, site);
      expect(text.siteName).toBe(site.name);
      expect(text.role).toBe(site.headline);
      const header = document.sections.find((s) => s.type === 'page-header') as { heading: string } | undefined;
      if (header) expect(text.title).toBe(header.heading);
    }
  });

  it('carries the page’s proof: its header’s figures, or its case summary’s results', () => {
    const withFigures = documents.filter((d) => headerOf(d.route)?.figures);
    expect(withFigures.length).toBeGreaterThan(0);
    for (const document of withFigures)
      expect(cardText(document, site).figures).toEqual(
        (headerOf(document.route).figures as { value: string; label: string }[]).map(({ value, label }) => ({ value, label })),
      );
    const cases = documents.filter((d) => !headerOf(d.route)?.figures && d.sections.some((s) => s.type === 'case-summary'));
    expect(cases.length).toBeGreaterThan(0);
    for (const document of cases) {
      const summary = document.sections.find((s) => s.type === 'case-summary') as { results: { value: string; label: string }[] };
      expect(cardText(document, site).figures).toEqual(summary.results.map(({ value, label }) => ({ value, label })));
    }
  });

  it('draws the role and the figures it is given', async () => {
    const text = cardText(withFiguresPage(), site);
    const drawn = await drawCard(text);
    expect((await drawCard({ ...text, role: 'Another role' })).equals(drawn)).toBe(false);
    expect((await drawCard({ ...text, figures: text.figures!.slice(1) })).equals(drawn)).toBe(false);
  }, 30_000);

  const withFiguresPage = () => documents.find((d) => headerOf(d.route)?.figures)!;
});
