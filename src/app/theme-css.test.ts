import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeStylesheet } from './theme-css';

describe('themeStylesheet', () => {
  const css = themeStylesheet();
  const rule = (selector: string) => css.slice(css.indexOf(`${selector}{`)).split('}')[0];

  it('declares the theme’s own values over Mantine’s defaults', () => {
    const root = rule(':root');
    expect(root).toContain(`--mantine-color-${theme.primaryColor}-${theme.primaryShade}: ${theme.colors!.ink![8]};`);
    expect(root).toContain(`--mantine-font-family: ${theme.fontFamily};`);
    expect(root).toContain('--mantine-z-index-modal: 200;'); // one of Mantine's own, which no stylesheet declares now
  });

  it('declares each scheme under a selector the build can match on <html> (no :host)', () => {
    for (const scheme of ['dark', 'light']) {
      expect(rule(`:root[data-mantine-color-scheme="${scheme}"]`)).toContain(`--mantine-color-scheme: ${scheme};`);
    }
    expect(css).not.toContain(':host');
  });
});
