import { describe, expect, it } from 'vitest';
import { normaliseBase, siteBase, withBase, withoutBase } from './links';

describe('BASE_PATH', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['portfolio', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/', '/portfolio/'],
    ['//my.site/v2//', '/my.site/v2/'],
  ])('normalises %j to %j', (value, base) => {
    expect(normaliseBase(value)).toBe(base);
  });

  it.each(['https://cdn.example/', '/a b/', '/a/../b', '/a?x=1', '/a#b', '/a\\b'])('refuses %j, which is no folder path', (value) => {
    expect(() => normaliseBase(value)).toThrow('BASE_PATH must be a path');
  });
});

describe('addresses under the base path', () => {
  it.each([
    ['/', '/portfolio/'],
    ['/about', '/portfolio/about'],
    ['/about#values', '/portfolio/about#values'],
    ['/assets/cv.pdf', '/portfolio/assets/cv.pdf'],
    ['#values', '#values'],
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
  ])('withBase(%j) is %j', (path, address) => {
    expect(withBase(path, '/portfolio/')).toBe(address);
    expect(withBase(path, '/')).toBe(path);
    expect(withoutBase(withBase(path, '/portfolio/').split('#')[0], '/portfolio/')).toBe(
      path.startsWith('/') ? path.split('#')[0] : undefined,
    );
  });

  it('reads the folder without its slash as the home page, and nothing outside it as the site', () => {
    expect(withoutBase('/portfolio', '/portfolio/')).toBe('/');
    expect(withoutBase('/portfolios/x', '/portfolio/')).toBeUndefined();
    expect(withoutBase('/about', '/portfolio/')).toBeUndefined();
    expect(withoutBase('/about', '/')).toBe('/about');
  });

  it('puts the base path after the site URL once, however siteUrl is written', () => {
    expect(siteBase('https://owner.github.io', '/portfolio/')).toBe('https://owner.github.io/portfolio');
    expect(siteBase('https://owner.github.io/portfolio/', '/portfolio/')).toBe('https://owner.github.io/portfolio');
    expect(siteBase('https://portfolio', '/portfolio/')).toBe('https://portfolio/portfolio');
    expect(siteBase('https://x.example/', '/')).toBe('https://x.example');
  });
});
