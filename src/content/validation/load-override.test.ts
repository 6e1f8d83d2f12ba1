import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from './json-source';
import { loadSite } from './load';
import { formatError } from './validate';

const fixture = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string) => readFileSync(join(fixture, file), 'utf8');

describe('loadSite with an override', () => {
  it('validates the given text in place of the file on disk, with the cross-page checks', () => {
    const text = read('pages/about.json').replace('"href": "/resume"', '"href": "/resumee"');
    const errors = loadSite(fixture, { override: { file: 'pages/about.json', text } }).errors.map(formatError);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.startsWith('pages/about.json:'))).toBe(true);
    expect(errors[0]).toContain('/resumee');
    // The disk is not what was checked.
    expect(loadSite(fixture).errors).toEqual([]);
  });

  it('validates a page that is not on disk yet', () => {
    const about = read('pages/about.json');
    const text = about.replace('"route": "/about"', '"route": "/about-me"');
    const result = loadSite(fixture, { override: { file: 'pages/about-me.json', text } });
    expect(result.pages.some((page) => page.file === 'pages/about-me.json')).toBe(true);
    expect(result.errors.map(formatError).join('\n')).not.toContain('pages/about-me.json');
  });

  it('replaces site.json too', () => {
    const text = read('pages/site.json').replace('"name": "Jordan Vega"', '"name": ""');
    const errors = loadSite(fixture, { override: { file: 'pages/site.json', text } }).errors;
    expect(errors.some((e) => e.file === 'pages/site.json' && formatPath(e.path) === 'name')).toBe(true);
  });
});
