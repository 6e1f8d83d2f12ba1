import * as tabler from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ICON_NAMES, ICONS } from '../../schema/icons';
import { iconArguments, iconSymbols, iconsSource } from './icon-source';

it.each(ICON_NAMES)('draws "%s" in a page module exactly as Tabler’s own component does', (name) => {
  const [type, kebab, pascal, node] = iconArguments(name);
  const inPage = tabler.createReactComponent(type, kebab, pascal, node as tabler.IconNode);
  const own = tabler[ICONS[name]];
  expect(renderToStaticMarkup(createElement(inPage, { size: 20 }))).toBe(renderToStaticMarkup(createElement(own, { size: 20 })));
});

it('writes no import for a page without icons', () => {
  expect(iconsSource([])).toBe('export const icons = {};');
  expect(iconsSource(['rocket', 'mail'])).toMatch(
    /^import \{ createReactComponent \} from '@tabler\/icons-react';\nexport const icons = \{ "rocket": createReactComponent\("outline", "rocket", "Rocket", \[/,
  );
});

it('writes each icon once, as a symbol drawn with the strokes Tabler’s component draws', () => {
  const sprite = iconSymbols(['linkedin', 'youtube', 'linkedin']);
  const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)"/g)].map((match) => match[1]);
  expect(symbols).toEqual(['linkedin', 'youtube']);
  const drawn = renderToStaticMarkup(createElement(tabler.IconBrandLinkedin, { size: 20 }));
  const paths = (markup: string) => markup.match(/<path [^>]*\/?>/g)!.map((path) => path.replace(/\s*\/?>$/, ''));
  const linkedin = sprite.slice(sprite.indexOf('<symbol id="linkedin"'), sprite.indexOf('</symbol>'));
  expect(paths(linkedin)).toEqual(paths(drawn));
  expect(linkedin).toContain('stroke="currentColor"');
});
