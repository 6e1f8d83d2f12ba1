import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../../src/content/validation/json-source';
import { publicAssetExists } from '../../src/content/validation/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validation/validate';

/** Faults that live in site.json, checked against the fixture site (its lines and routes are ours, not the owner's). */
const root = join(import.meta.dirname, '../fixtures/site');
const read = (file: string): SourceFile => ({ file, text: readFileSync(join(root, file), 'utf8') });
const fixturePages = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && f !== 'site.json')
  .map((f) => read(`pages/${f.split('\\').join('/')}`));
const fixtureSite = JSON.parse(read('pages/site.json').text) as Record<string, unknown>;

function reportFor(site: Record<string, unknown>): string[] {
  const siteFile = { file: 'pages/site.json', text: JSON.stringify(site, null, 2) };
  return validateSite(siteFile, fixturePages, publicAssetExists(root)).errors.map(formatError);
}

describe('site.json redirects', () => {
  it('refuse a redirect from a page route, which would replace the page', () => {
    const redirects = [
      { from: '/', to: '/about' },
      { from: '/resume', to: '/about' },
    ];
    expect(reportFor({ ...fixtureSite, redirects })).toEqual([
      'pages/site.json:38:15 redirects[1].from: redirect from "/resume" would replace the page in pages/resume.json; ' +
        'remove the redirect or move the page to another route [RedirectHidesPage]',
    ]);
  });

  it('refuse a redirect from a page alias', () => {
    const redirects = [
      { from: '/', to: '/about' },
      { from: '/resources/robotics', to: '/about' },
    ];
    expect(reportFor({ ...fixtureSite, redirects })).toEqual([
      'pages/site.json:38:15 redirects[1].from: redirect from "/resources/robotics" would replace the page in ' +
        'pages/resources/robotics-weekly.json; remove the redirect or move the page to another route [RedirectHidesPage]',
    ]);
  });
});

describe('site.json tokens', () => {
  const known = (...except: string[]) =>
    ['name', 'email', 'headline', 'location', ...Object.keys(fixtureSite.profiles as object), 'resume']
      .filter((token) => !except.includes(token))
      .map((token) => `{${token}}`)
      .join(', ');

  it('refuse an unknown token instead of shipping it literally', () => {
    // The field holding the unknown token cannot be a token itself until it is fixed.
    expect(reportFor({ ...fixtureSite, location: 'Calgary {xyzzy}' })).toEqual([
      `pages/site.json:6:15 location: unknown token "{xyzzy}"; known tokens: ${known('location')} [UnknownToken]`,
    ]);
  });

  it('refuse a token whose own value holds a token, as it would ship unexpanded', () => {
    expect(reportFor({ ...fixtureSite, name: '{name}' })).toEqual([
      `pages/site.json:3:11 name: unknown token "{name}"; known tokens: ${known('name')} [UnknownToken]`,
    ]);
  });

  it('expand a known token', () => {
    const site = { ...fixtureSite, headline: 'Product manager in {location}' };
    const siteFile = { file: 'pages/site.json', text: JSON.stringify(site, null, 2) };
    const result = validateSite(siteFile, fixturePages, publicAssetExists(root));
    expect(result.errors).toEqual([]);
    expect(result.site?.headline).toBe(`Product manager in ${fixtureSite.location}`);
  });
});

describe('site.json profiles', () => {
  const profiles = fixtureSite.profiles as Record<string, string>;
  const validate = (site: Record<string, unknown>, extraPages: SourceFile[] = []) =>
    validateSite(
      { file: 'pages/site.json', text: JSON.stringify(site, null, 2) },
      [...fixturePages, ...extraPages],
      publicAssetExists(root),
    );
  /** Where the fixture's pages name a token as a link's address: "pages/about.json:57". */
  const linksTo = (token: string) =>
    fixturePages.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (line.includes(`"{${token}}`) || line.includes(`({${token}}`) ? [`${file}:${i + 1}`] : [])),
    );

  it('a removed profile takes every link to it out of the pages, warning where each was, failing nothing', () => {
    const { youtube: _gone, ...rest } = profiles;
    const site = { ...fixtureSite, profiles: rest };
    const result = validate(site);
    expect(result.errors.map(formatError)).toEqual([]);
    const warned = result.warnings.filter((w) => w.name === 'RemovedProfileLink');
    // The footer's icon for it goes too, warned where the footer names it.
    const footerLine =
      JSON.stringify(site, null, 2)
        .split('\n')
        .findIndex((line) => line.includes('"name": "youtube"')) + 1;
    expect(footerLine).toBeGreaterThan(0);
    expect(warned.map((w) => `${w.file}:${w.line}`).sort()).toEqual([...linksTo('youtube'), `pages/site.json:${footerLine}`].sort());
    expect(warned.every((w) => w.warning && w.message.includes('"youtube"'))).toBe(true);
    const published = JSON.stringify(result.pages.map((page) => page.document));
    expect(published).not.toContain(profiles.youtube);
    expect(published).not.toContain('{youtube}');
    // The card that was the link goes; its neighbours stay.
    const about = JSON.parse(fixturePages.find((page) => page.file === 'pages/about.json')!.text);
    const projects = about.sections.find((section: { id?: string }) => section.id === 'personal-projects');
    const drawn = result.pages
      .find((page) => page.file === 'pages/about.json')!
      .document.sections.find((s) => s.id === 'personal-projects');
    expect((drawn as { items: unknown[] }).items).toHaveLength(projects.items.length - 1);
  });

  it('a button alone in its row takes the row with it; a section with more than its buttons keeps the rest', () => {
    const { linkedin: _gone, ...rest } = profiles;
    const page: SourceFile = {
      file: 'pages/links.json',
      text: JSON.stringify({
        $schema: '../schemas/page.schema.json',
        route: '/links',
        title: 'Links',
        description: 'Where to find me elsewhere, on the networks I use.',
        sections: [
          { type: 'page-header', heading: 'Links', body: ['Where to find me elsewhere, on the networks I use.'] },
          { type: 'button-row', items: [{ label: 'LinkedIn', href: '{linkedin}' }] },
          { type: 'prose', body: ['Say hello on [LinkedIn]({linkedin}) or by [e-mail](mailto:{email}).'] },
        ],
      }),
    };
    const result = validate({ ...fixtureSite, profiles: rest }, [page]);
    expect(result.errors.filter((e) => e.file === page.file).map(formatError)).toEqual([]);
    const drawn = result.pages.find((p) => p.file === page.file)!.document;
    expect(drawn.sections.map((section) => section.type)).toEqual(['page-header', 'prose']);
    expect(JSON.stringify(drawn)).toContain('Say hello on LinkedIn or by [e-mail](mailto:');
  });

  it('an added profile is a token any link may use', () => {
    const github = 'https://github.com/jordan-vega-example';
    const page: SourceFile = {
      file: 'pages/code.json',
      text: JSON.stringify({
        $schema: '../schemas/page.schema.json',
        route: '/code',
        title: 'Code',
        description: 'What I build on weekends, in the open, on GitHub.',
        sections: [
          { type: 'page-header', heading: 'Code', body: ['What I build on weekends, in the open, and where to find it.'] },
          { type: 'button-row', items: [{ label: 'GitHub', href: '{github}' }] },
        ],
      }),
    };
    const result = validate({ ...fixtureSite, profiles: { ...profiles, github } }, [page]);
    expect(result.errors.map(formatError)).toEqual([]);
    expect(JSON.stringify(result.pages.find((p) => p.file === page.file)!.document)).toContain(`"href":"${github}"`);
  });

  it('a near miss of a profile that exists is a typo, an error, not a removed profile', () => {
    const page: SourceFile = {
      file: 'pages/code.json',
      text: JSON.stringify({
        $schema: '../schemas/page.schema.json',
        route: '/code',
        title: 'Code',
        description: 'What I build on weekends, in the open, on GitHub.',
        sections: [
          { type: 'page-header', heading: 'Code', body: ['What I build on weekends, in the open, and where to find it.'] },
          { type: 'button-row', items: [{ label: 'GitHub', href: '{githib}' }] },
        ],
      }),
    };
    const result = validate({ ...fixtureSite, profiles: { ...profiles, github: 'https://github.com/jordan-vega-example' } }, [page]);
    expect(result.errors.map((e) => `${e.file} ${formatPath(e.path)} ${e.name}`)).toEqual([
      'pages/code.json sections[1].items[0].href UnknownToken',
    ]);
    expect(result.errors[0].message).toContain('did you mean "{github}"');
  });

  it('none is required, and a name must be a plain identifier other than the identity tokens', () => {
    expect(validate({ ...fixtureSite, profiles: {} }).errors.filter((e) => e.file === 'pages/site.json')).toEqual([]);
    const { profiles: _none, ...withoutProfiles } = fixtureSite;
    expect(validate(withoutProfiles).errors.filter((e) => e.file === 'pages/site.json')).toEqual([]);
    const bad = validate({
      ...fixtureSite,
      profiles: { 'my-site': 'https://x.example', name: 'https://y.example', x: 'http://z.example' },
    });
    expect(bad.errors.filter((e) => e.file === 'pages/site.json').map((e) => formatPath(e.path))).toEqual([
      'profiles["my-site"]',
      'profiles.name',
      'profiles.x',
    ]);
  });

  it('an address that is an object, even one whose "toString" is not a function, is reported, not a crash', () => {
    // Found by tests/unit/validator-fuzz.test.ts (seed 1441498742): String() of such an object throws.
    const report = reportFor({ ...fixtureSite, profiles: { ...profiles, linkedin: { toString: {} } } });
    expect(report).toContainEqual(expect.stringMatching(/^pages\/site\.json:\d+:\d+ profiles\.linkedin: expected text, got an object/));
  });
});
