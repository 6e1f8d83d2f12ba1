import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicAssetExists } from '../../src/content/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validate';

/** Faults that live in site.json, checked against the real pages. */
const root = join(import.meta.dirname, '../..');
const read = (file: string): SourceFile => ({ file, text: readFileSync(join(root, file), 'utf8') });
const realPages = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && f !== 'site.json')
  .map((f) => read(`pages/${f.split('\\').join('/')}`));
const realSite = JSON.parse(read('pages/site.json').text) as Record<string, unknown>;

function reportFor(site: Record<string, unknown>): string[] {
  const siteFile = { file: 'pages/site.json', text: JSON.stringify(site, null, 2) };
  return validateSite(siteFile, realPages, publicAssetExists(root)).errors.map(formatError);
}

describe('site.json redirects', () => {
  it('refuse a redirect from a page route, which would replace the page', () => {
    const redirects = [
      { from: '/', to: '/about' },
      { from: '/skills', to: '/about' },
    ];
    expect(reportFor({ ...realSite, redirects })).toEqual([
      'pages/site.json:46:15 redirects[1].from: redirect from "/skills" would replace the page in pages/skills.json; ' +
        'remove the redirect or move the page to another route',
    ]);
  });

  it('refuse a redirect from a page alias', () => {
    const redirects = [
      { from: '/', to: '/about' },
      { from: '/resources/robotics', to: '/about' },
    ];
    expect(reportFor({ ...realSite, redirects })).toEqual([
      'pages/site.json:46:15 redirects[1].from: redirect from "/resources/robotics" would replace the page in ' +
        'pages/resources/robotics-weekly.json; remove the redirect or move the page to another route',
    ]);
  });
});

describe('site.json tokens', () => {
  const known = (...except: string[]) =>
    ['name', 'email', 'headline', 'location', ...Object.keys(realSite.profiles as object), 'resume']
      .filter((token) => !except.includes(token))
      .map((token) => `{${token}}`)
      .join(', ');

  it('refuse an unknown token instead of shipping it literally', () => {
    // The field holding the unknown token cannot be a token itself until it is fixed.
    expect(reportFor({ ...realSite, location: 'Calgary {nope}' })).toEqual([
      `pages/site.json:6:15 location: unknown token "{nope}"; known tokens: ${known('location')}`,
    ]);
  });

  it('refuse a token whose own value holds a token, as it would ship unexpanded', () => {
    expect(reportFor({ ...realSite, name: '{name}' })).toEqual([
      `pages/site.json:3:11 name: unknown token "{name}"; known tokens: ${known('name')}`,
    ]);
  });

  it('expand a known token', () => {
    const site = { ...realSite, headline: 'Product manager in {location}' };
    const siteFile = { file: 'pages/site.json', text: JSON.stringify(site, null, 2) };
    const result = validateSite(siteFile, realPages, publicAssetExists(root));
    expect(result.errors).toEqual([]);
    expect(result.site?.headline).toBe('Product manager in Calgary, Canada');
  });
});
