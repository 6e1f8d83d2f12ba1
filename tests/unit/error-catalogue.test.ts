import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsReference } from '../../src/content/codegen/errors-doc';
import { formatError, validateSite } from '../../src/content/validation/validate';
import { catalogue, type MessageName } from '../../src/schema/messages';
import { brokenCases, reportLines, validateBroken } from '../support/broken';

const root = join(import.meta.dirname, '../..');

/** Reported about a folder or a file as a whole, before any document is read: tests/unit/load-site.test.ts makes them. */
const WHOLE_FILE: MessageName[] = ['MissingFolder', 'MissingFile', 'Unreadable', 'LinkOutsidePages'];
/** The backstop for a zod issue no schema here raises; kept so that nothing reaches the report nameless. */
const BACKSTOP: MessageName[] = ['Invalid'];
/** About picture files, which src/content/validation/pictures.test.ts makes at test time (no binary fixtures). */
const PICTURE_FILES: MessageName[] = [
  'SpaceInFileName',
  'EmptyPicture',
  'CorruptPicture',
  'NotAPicture',
  'PictureNamedWrong',
  'HeicPicture',
  'PictureTooLarge',
  'UnsafeSvg',
  'SvgNotWellFormed',
  'PictureSizeMismatch',
  'PictureSizeUnknown',
];

/** About site.json alone (the broken fixtures are pages): src/content/validation/footer-profiles.test.ts makes it. */
const SITE_SETTINGS: MessageName[] = ['UnknownProfile', 'AddressUnfinished'];
/** A link to a page deleted in the editor: src/editor/server/page-moves.test.ts deletes one from a copy of the fixture site. */
const DELETED_PAGES: MessageName[] = ['RemovedPageLink'];
/** About the résumé page, which the fixture site already has (a broken fixture would be a second): src/content/validation/resume-glyphs.test.ts makes it. */
const RESUME_PAGE: MessageName[] = ['ResumeGlyphMissing'];

describe('the error catalogue', () => {
  const reports = brokenCases.map((name) => validateBroken(name));

  it('gives every name a message and a one-line hint', () => {
    for (const [name, entry] of Object.entries(catalogue)) {
      expect(entry.hint, name).toMatch(/^[A-Z].*\.$/);
      expect(entry.hint, name).not.toContain('\n');
    }
  });

  it('has every name produced by at least one broken fixture', () => {
    const produced = new Set(reports.flatMap((r) => [...r.errors, ...r.warnings].map((e) => e.name)));
    const missing = Object.keys(catalogue).filter((name) => !produced.has(name as MessageName));
    expect(missing.sort()).toEqual(
      [...WHOLE_FILE, ...BACKSTOP, ...PICTURE_FILES, ...SITE_SETTINGS, ...DELETED_PAGES, ...RESUME_PAGE].sort(),
    );
  });

  it('is listed in docs/errors.md as `npm run errors-doc` writes it', () => {
    expect(readFileSync(join(root, 'docs/errors.md'), 'utf8')).toBe(errorsReference());
  });
});

describe('no raw zod message reaches the report', () => {
  const blocksDir = join(root, 'src/blocks');
  const sections = readdirSync(blocksDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const dir = join(blocksDir, d.name, 'fixtures');
      try {
        return readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>);
      } catch {
        return [];
      }
    });
  const wrongs: unknown[] = [5, 'x', true, null, [], {}, [5], [{}], { x: 1 }];

  it('not in the broken fixtures', () => {
    const lines = brokenCases.flatMap((name) => reportLines(name, validateBroken(name)));
    expect(lines.filter((line) => /invalid input/i.test(line))).toEqual([]);
  });

  it('not when any field of any block example holds a value of the wrong kind', () => {
    const header = { type: 'page-header', heading: 'A page', body: ['Enough text to read on this page, for the outline check.'] };
    const broken = sections.flatMap((section) =>
      Object.keys(section)
        .filter((key) => key !== 'type')
        .flatMap((key) => wrongs.map((wrong) => ({ ...section, [key]: wrong }))),
    );
    const text = JSON.stringify({
      $schema: '../schemas/page.schema.json',
      route: '/x',
      title: 'X',
      description: 'X.',
      sections: [header, ...broken],
    });
    const result = validateSite(undefined, [{ file: 'pages/x.json', text }], () => true);
    expect(result.errors.length).toBeGreaterThan(broken.length);
    expect(result.errors.map(formatError).filter((line) => /invalid input/i.test(line))).toEqual([]);
  });
});

describe('a page that does not parse', () => {
  it('still has its route: links to it are not reported as dead', () => {
    const page = (route: string, extra: string) =>
      `{ "$schema": "../schemas/page.schema.json", "route": "${route}", "title": "T", "description": "D.", "sections": [{ "type": "page-header", "heading": "A heading long enough", "body": ["A sentence with enough characters to read."] }, { "type": "button-row", "items": [{ "label": "Go", "href": "/broken" }] }]${extra} }`;
    const result = validateSite(
      undefined,
      [
        { file: 'pages/broken.json', text: page('/broken', ',') },
        { file: 'pages/linker.json', text: page('/linker', '') },
      ],
      () => true,
    );
    expect(result.errors.map(formatError)).toEqual([
      expect.stringMatching(/^pages\/broken\.json:1:\d+ JSON does not allow a comma before \}; /),
    ]);
  });
});
