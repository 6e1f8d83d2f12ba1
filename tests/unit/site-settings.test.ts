import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicAssetExists } from '../../src/content/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validate';

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
