import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findStarterText,
  fingerprintJson,
  fingerprintOf,
  isStarterSite,
  STARTER_FINGERPRINT_FILE,
  type StarterFingerprint,
} from './starter-text';

const PROJECT_ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/site');

describe('the starter fingerprint', () => {
  const committed = readFileSync(join(PROJECT_ROOT, STARTER_FINGERPRINT_FILE), 'utf8');

  // Fresh while the site is the starter itself; once an owner has made it theirs, their edits are not the starter's
  // changing, so only the file's shape is checked and their CI stays green.
  it('is what npm run starter-fingerprint writes, while the site is still the starter', () => {
    const fingerprint = JSON.parse(committed) as StarterFingerprint;
    expect(fingerprint.identity).toMatch(/^[0-9a-f]{12}$/);
    expect(Object.values(fingerprint.files).flat().length).toBeGreaterThan(0);
    if (isStarterSite(PROJECT_ROOT, fingerprint)) expect(fingerprintJson(fingerprintOf(PROJECT_ROOT))).toBe(committed);
  });
});

describe('the starter text left in a site', () => {
  let dir: string;
  const copy = () => {
    dir = mkdtempSync(join(tmpdir(), 'starter-text-'));
    cpSync(join(FIXTURE, 'pages'), join(dir, 'pages'), { recursive: true });
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  // The fixture plays the starter here: its own fingerprint, and a copy of it as the owner's site.
  const fingerprint = fingerprintOf(FIXTURE);
  const places = (root: string, file: string) =>
    findStarterText(root, fingerprint)
      .filter((found) => found.file === file)
      .map(({ path }) => path.join('.'));
  const edit = (root: string, file: string, change: (document: Record<string, unknown>) => void) => {
    const document = JSON.parse(readFileSync(join(root, file), 'utf8'));
    change(document);
    writeFileSync(join(root, file), JSON.stringify(document, null, 2));
  };

  it('counts the identity fields however short: name, city, headline, each page’s description', () => {
    const root = copy();
    expect(places(root, 'pages/site.json')).toEqual(expect.arrayContaining(['name', 'location', 'headline']));
    expect(places(root, 'pages/about.json')).toContain('description');
    // A short label is no one's writing, and is left to the owner.
    expect(places(root, 'pages/about.json')).not.toContain('title');
  });

  it('lets a rewritten text leave the list, and the page once all of its are rewritten', () => {
    const root = copy();
    expect(places(root, 'pages/upcoming-talk.json')).toEqual(['description', 'sections.0.body.0']);
    edit(root, 'pages/upcoming-talk.json', (page) => (page.description = 'My talk on delivery windows at the spring meetup.'));
    expect(places(root, 'pages/upcoming-talk.json')).toEqual(['sections.0.body.0']);
    // Spacing and case are not a rewrite.
    edit(root, 'pages/upcoming-talk.json', (page) => {
      const [section] = page.sections as { body: string[] }[];
      section.body[0] = `  ${section.body[0].toUpperCase()}  `;
    });
    expect(places(root, 'pages/upcoming-talk.json')).toEqual(['sections.0.body.0']);
    edit(root, 'pages/upcoming-talk.json', (page) => ((page.sections as { body: string[] }[])[0].body[0] = 'Slides coming soon.'));
    expect(places(root, 'pages/upcoming-talk.json')).toEqual([]);
  });

  it('leaves out a page its owner kept, and finds a starter text moved to another page', () => {
    const root = copy();
    expect(places(root, 'pages/about.json').length).toBeGreaterThan(3);
    edit(root, 'pages/about.json', (page) => (page.starterTextKept = true));
    expect(places(root, 'pages/about.json')).toEqual([]);
    const { description } = JSON.parse(readFileSync(join(root, 'pages/notes.json'), 'utf8'));
    edit(root, 'pages/cases.json', (page) => (page.description = description));
    expect(places(root, 'pages/cases.json')).toContain('description');
  });

  it('finds nothing of a starter whose text is all gone', () => {
    const root = copy();
    const other: StarterFingerprint = { identity: fingerprint.identity, files: { 'pages/about.json': ['000000000000'] } };
    expect(findStarterText(root, other)).toEqual([]);
    expect(isStarterSite(root, fingerprint)).toBe(true);
    edit(root, 'pages/site.json', (site) => (site.name = 'Sam Okafor'));
    expect(isStarterSite(root, fingerprint)).toBe(false);
  });
});
