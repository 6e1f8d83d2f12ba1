// The footer and a grid marked "addProfiles" show exactly the owner's profiles, on a copy of the fixture site: one
// added in site.json appears with no edit to the pages, one removed leaves.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { CardItem } from '../../schema/card';
import { loadSite } from '../validation/load';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/site');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fixtureCopy() {
  dir = mkdtempSync(join(tmpdir(), 'profile-cards-'));
  cpSync(join(FIXTURE, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(FIXTURE, 'public'), join(dir, 'public'), { recursive: true });
  return dir;
}
const edit = (file: string, change: (document: Record<string, unknown>) => void) => {
  const document = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(document);
  writeFileSync(join(dir, file), JSON.stringify(document, null, 2));
};
type Grid = { id?: string; items: CardItem[] };
const projects = (result: ReturnType<typeof loadSite>) => {
  const about = result.pages.find((page) => page.file === 'pages/about.json')!.document;
  return (about.sections as unknown as Grid[]).find((section) => section.id === 'personal-projects')!.items;
};
const markGrid = () =>
  edit('pages/about.json', (about) => {
    const grid = (about.sections as Record<string, unknown>[]).find((section) => section.id === 'personal-projects')!;
    grid.addProfiles = true;
  });

it('adds a card for each profile the page links to nowhere, named and drawn by its address, after the written ones', () => {
  const root = fixtureCopy();
  markGrid();
  edit('pages/site.json', (site) => ((site.profiles as Record<string, string>).code = 'https://github.com/jordanvega'));
  const result = loadSite(root);
  expect(result.errors).toEqual([]);
  const cards = projects(result);
  expect(cards.slice(0, 3).map((card) => card.title)).toEqual(['Video Channel', 'Blog', 'Photography']);
  expect(cards.find((card) => card.href === 'https://github.com/jordanvega')).toEqual({
    title: 'GitHub',
    text: 'github.com/jordanvega',
    icon: 'github',
    href: 'https://github.com/jordanvega',
  });
  // Every profile is on the page once, each address a link.
  const site = result.site!;
  const linked = JSON.stringify(result.pages.find((page) => page.file === 'pages/about.json')!.document);
  for (const address of Object.values(site.profiles)) expect(linked).toContain(JSON.stringify(address));
  expect(new Set(cards.map((card) => card.href)).size).toBe(cards.length);
});

it('leaves a grid without the mark as written', () => {
  const root = fixtureCopy();
  edit('pages/site.json', (site) => ((site.profiles as Record<string, string>).code = 'https://github.com/jordanvega'));
  expect(projects(loadSite(root)).map((card) => card.title)).toEqual(['Video Channel', 'Blog', 'Photography']);
});

it('draws exactly the owner’s profiles in the footer: those it names first, then the others, a removed one gone', () => {
  const root = fixtureCopy();
  markGrid();
  edit('pages/site.json', (site) => {
    const profiles = site.profiles as Record<string, string>;
    profiles.code = 'https://github.com/jordanvega';
    delete profiles.youtube;
  });
  const result = loadSite(root);
  expect(result.errors).toEqual([]);
  const site = result.site!;
  const footer = site.footer!.profiles!;
  expect(footer.map((profile) => profile.name).sort()).toEqual(Object.keys(site.profiles).sort());
  expect(footer[0]).toEqual({ name: 'linkedin', label: 'LinkedIn', icon: 'linkedin' });
  expect(footer.find((profile) => profile.name === 'code')).toEqual({ name: 'code', label: 'GitHub', icon: 'github' });
  // Each icon's name is its own, so a screen reader tells two accounts on one network apart.
  expect(new Set(footer.map((profile) => profile.label)).size).toBe(footer.length);
  expect(projects(result).map((card) => card.title)).not.toContain('Video Channel');
});
