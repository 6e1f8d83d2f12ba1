import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicAssetExists, publicAssetReader, publicFiles } from './load';
import { formatError, validateSite, type SourceFile, type ValidationResult } from './validate';

// Two sites in one process: each is the fixture site with one page more, which links to the other site's extra page.
const fixtureRoot = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string): SourceFile => ({ file, text: readFileSync(join(fixtureRoot, file), 'utf8') });
const fixturePages = readdirSync(join(fixtureRoot, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json') && file !== 'site.json')
  .sort()
  .map((file) => read(`pages/${file.split('\\').join('/')}`));

interface Site {
  siteFile: SourceFile;
  pages: SourceFile[];
}

/** The fixture site with a page at `route` whose one button leads to `to`; the page comes last, after the pictures. */
function siteWith(route: string, to: string): Site {
  const page = {
    $schema: '../schemas/page.schema.json',
    route,
    title: 'Elsewhere',
    description: 'A page whose button leads to a page of another site.',
    sections: [{ type: 'button-row', items: [{ label: 'Over there', href: to }] }],
  };
  const extra = { file: `pages${route}.json`, text: `${JSON.stringify(page, null, 2)}\n` };
  return { siteFile: read('pages/site.json'), pages: [...fixturePages, extra] };
}

const siteA = siteWith('/only-in-a', '/only-in-b');
const siteB = siteWith('/only-in-b', '/only-in-a');

function validate({ siteFile, pages }: Site, readAsset = publicAssetReader(fixtureRoot)): ValidationResult {
  return validateSite(siteFile, pages, publicAssetExists(fixtureRoot), { assetFiles: publicFiles(fixtureRoot), readAsset });
}

const problems = (result: ValidationResult) => [...result.errors, ...result.warnings].map(formatError);
const deadLinkTo = (file: string, route: string) =>
  expect.stringMatching(
    new RegExp(`^${file}:\\d+:\\d+ sections\\[0\\]\\.items\\[0\\]\\.href: internal link "${route}" .*\\[DanglingLink\\]$`),
  );

describe('two sites validated in one process', () => {
  it('each gets its own problems, one after the other', () => {
    expect(problems(validate(siteA))).toEqual([deadLinkTo('pages/only-in-a.json', '/only-in-b')]);
    expect(problems(validate(siteB))).toEqual([deadLinkTo('pages/only-in-b.json', '/only-in-a')]);
    expect(problems(validate(siteA))).toEqual([deadLinkTo('pages/only-in-a.json', '/only-in-b')]);
  });

  it('each gets its own problems when one is validated while the other is half done', () => {
    // The first picture site A reads starts site B's validation; site A's own link comes after it.
    let inner: ValidationResult | undefined;
    const readAsset = publicAssetReader(fixtureRoot);
    const outer = validate(siteA, (path) => {
      inner ??= validate(siteB);
      return readAsset(path);
    });
    expect(inner).toBeDefined();
    expect(problems(inner!)).toEqual([deadLinkTo('pages/only-in-b.json', '/only-in-a')]);
    expect(problems(outer)).toEqual([deadLinkTo('pages/only-in-a.json', '/only-in-b')]);
  });
});
