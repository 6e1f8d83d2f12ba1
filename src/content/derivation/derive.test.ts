import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assignPoolIcons } from './icon-pool';
import { deriveLabel } from './labels';
import type { PageDocument } from '../../blocks/page';
import { siteSchema } from '../../schema/site';
import { deriveDocument } from './derive';
import { loadSite } from '../validation/load';
import { validateSite } from '../validation/validate';

const page = (sections: unknown[]) => ({ $schema: '', route: '/x', title: 'X', description: 'X', sections }) as PageDocument;
const grid = (fields: object, items: object[]) => ({ type: 'article-grid', ...fields, items });
const itemsOf = (document: PageDocument, i: number) => (document.sections[i] as { items: { label?: string; icon?: string }[] }).items;

describe('deriving labels and pool icons', () => {
  const pools = { notes: ['map-pin', 'compass', 'route'] } as const;

  it('fills labels from the rules and icons from the pool, keeping what the owner wrote', () => {
    const document = page([
      grid({ labels: { rules: [{ label: 'Maps', any: ['map'] }], fallback: 'Notes' }, iconPool: 'notes' }, [
        { title: 'Maps at night' },
        { title: 'Ferries', icon: 'car', label: 'Boats' },
        { title: 'Trams' },
      ]),
    ]);
    const derived = deriveDocument(document, pools);
    expect(itemsOf(derived, 0)).toEqual([
      { title: 'Maps at night', label: 'Maps', icon: 'map-pin' },
      { title: 'Ferries', label: 'Boats', icon: 'car' },
      { title: 'Trams', label: 'Notes', icon: 'compass' },
    ]);
    // Applied, the rules and the pool's name are left out of what the pages render and ship.
    expect(derived.sections[0]).toEqual({ type: 'article-grid', items: itemsOf(derived, 0) });
  });

  it('runs one pool sequence across the page, in document order, into layout columns', () => {
    const document = page([
      grid({ iconPool: 'notes' }, [{ title: 'a' }]),
      {
        type: 'two-column',
        main: [grid({ iconPool: 'notes' }, [{ title: 'b' }, { title: 'c' }])],
        side: [grid({ iconPool: 'notes' }, [{ title: 'd' }])],
      },
      grid({ iconPool: 'notes' }, [{ title: 'e' }]),
    ]);
    const derived = deriveDocument(document, pools);
    const layout = derived.sections[1] as { main: { items: { icon: string }[] }[]; side: { items: { icon: string }[] }[] };
    const icons = [itemsOf(derived, 0), layout.main[0].items, layout.side[0].items, itemsOf(derived, 2)].flat().map((item) => item.icon);
    expect(icons).toEqual(assignPoolIcons(pools.notes, Array(5).fill(undefined)));
    expect(icons).toEqual(['map-pin', 'compass', 'route', 'map-pin', 'compass']);
  });

  it('leaves the document it was given untouched, and blocks without the fields alone', () => {
    const document = page([grid({ labels: { fallback: 'Notes' } }, [{ title: 'a' }]), { type: 'card-grid', items: [{ title: 'b' }] }]);
    const before = structuredClone(document);
    const derived = deriveDocument(document, pools);
    expect(document).toEqual(before);
    expect(itemsOf(derived, 0)).toEqual([{ title: 'a', label: 'Notes' }]);
    expect(derived.sections[1]).toEqual(document.sections[1]);
  });

  it('gives no icon from a pool site.json does not declare (the validator reports the name)', () => {
    expect(itemsOf(deriveDocument(page([grid({ iconPool: 'nope' }, [{ title: 'a' }])]), pools), 0)).toEqual([{ title: 'a' }]);
  });
});

describe('the validator', () => {
  const root = join(import.meta.dirname, '../../../tests/fixtures/site');

  it('hands out documents with labels and icons derived, as the rules in the raw document say', () => {
    const { pages, site, errors } = loadSite(root);
    expect(errors).toEqual([]);
    const raw = JSON.parse(readFileSync(join(root, 'pages/notes.json'), 'utf8'));
    const rawGrid = raw.sections[2];
    const derived = pages.find((p) => p.document.route === '/notes')!.document;
    const items = itemsOf(derived, 2);
    const pool = site!.iconPools![rawGrid.iconPool];
    const nested = raw.sections[3].main[0];
    const icons = assignPoolIcons(
      pool,
      [...rawGrid.items, ...nested.items].map((item: { icon?: string }) => item.icon as never),
    );
    rawGrid.items.forEach((item: { title: string; label?: string }, i: number) => {
      expect(items[i].label).toBe(item.label ?? deriveLabel(item.title, rawGrid.labels));
      expect(items[i].icon).toBe(icons[i]);
    });
  });

  it('refuses pools with unknown or repeated icons and badly named pools', () => {
    const site = JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8'));
    const parse = (iconPools: unknown) => siteSchema.safeParse({ ...site, iconPools });
    expect(parse({ ok: ['map-pin'] }).success).toBe(true);
    expect(parse({ ok: ['map-pins'] }).error?.issues[0].path).toEqual(['iconPools', 'ok', 0]);
    expect(parse({ ok: ['map-pin', 'compass', 'map-pin'] }).error?.issues[0]).toMatchObject({
      path: ['iconPools', 'ok', 2],
      message: 'icon "map-pin" appears more than once',
    });
    expect(parse({ ok: [] }).success).toBe(false);
    expect(parse({ 'Not OK': ['map-pin'] }).success).toBe(false);
  });

  it('checks pool names only while site.json is valid (its own errors say why)', () => {
    // The fixture's settings, less the footer's and the 404's links to pages this test leaves out.
    const { footer: _footer, notFound: _notFound, ...settings } = JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8'));
    const siteText = JSON.stringify(settings, null, 2);
    const doc = JSON.stringify({
      $schema: '../schemas/page.schema.json',
      route: '/p',
      title: 'P',
      description: 'P',
      sections: [
        { type: 'page-header', heading: 'A page with enough words to read it' },
        grid({ iconPool: 'fixture-note' }, [{ title: 'Some article title' }]),
      ],
    });
    const poolErrors = (site: string) =>
      validateSite({ file: 'pages/site.json', text: site }, [{ file: 'pages/p.json', text: doc }], () => true)
        .errors.filter((e) => e.path.at(-1) === 'iconPool')
        .map((e) => e.message);
    expect(poolErrors(siteText)).toEqual(['unknown icon pool "fixture-note"; did you mean "fixture-notes"?']);
    expect(poolErrors(siteText.replace('"name": "Jordan Vega"', '"name": 3'))).toEqual([]);
  });
});
