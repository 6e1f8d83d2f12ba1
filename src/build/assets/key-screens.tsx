/**
 * Each case's key screen as a picture file of its own, for the cards that show it (src/content/derivation/case-screens.ts
 * names the files): the screens block's own drawing, with plain class names and a <style> of its rules, every
 * colour resolved for the light scheme and again for the dark twin ("….dark.svg"). The card shows them as any
 * drawing and its twin (src/ui/Picture.tsx): two lazy <img>, the site's toggle showing one, so a listing's page
 * carries two tags per card, not the drawing.
 */
import { readFileSync } from 'node:fs';
import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import postcss, { type Rule } from 'postcss';
import { renderToStaticMarkup } from 'react-dom/server';
import { drawScreen, type DrawnScreen } from '../../blocks/screens/draw/device';
import type { DrawingClasses } from '../../blocks/screens/draw/text';
import type { Brand, Screen, ScreenPart } from '../../blocks/screens/schema';
import { theme } from '../../app/theme';
import type { KeyScreenFile } from '../../content/derivation/case-screens';
import { darkTwinPath } from '../../schema/artwork';
import { KEY_SCREEN_SIZE } from '../../schema/key-screens';

type Scheme = 'light' | 'dark';
type Variables = Map<string, string>;

const SCREENS_CSS = new URL('../../blocks/screens/Screens.module.css', import.meta.url);
const GLOBAL_CSS = new URL('../../app/global.css', import.meta.url);

/** The comment in Screens.module.css after which its rules are the drawing's own. */
const DRAWING_START = "The drawing's words";
const PLAIN_SELECTOR = /^\.[\w-]+$/;
/** Set by a tone's class on a part (Screens.module.css), read by the shapes inside it. */
const PART_VARIABLES = /^--scr-(tint|strong)$/;
const PART_VARIABLE_READ = /var\(--scr-(tint|strong)\)/;

/** The custom properties a rule sets, into `into`. */
function declare(rule: Rule, into: Variables): void {
  rule.walkDecls(/^--/, (decl) => void into.set(decl.prop, decl.value));
}

/**
 * Every variable the drawing reads, as the site sets it in `scheme`: Mantine's theme, global.css, the block's
 * palette and the product's brand.
 */
function variables(scheme: Scheme, brand?: Brand): Variables {
  const mantine = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const found: Variables = new Map(Object.entries({ ...mantine.variables, ...mantine[scheme] }));
  const inDark = (ground: string) =>
    ground === ':root' ? ":root[data-mantine-color-scheme='dark']" : `:global([data-mantine-color-scheme='dark']) ${ground}`;
  const grounds: [URL, string][] = [
    [GLOBAL_CSS, ':root'],
    [SCREENS_CSS, '.palette'],
    ...(brand
      ? ([
          [SCREENS_CSS, '.palette[data-brand]'],
          [SCREENS_CSS, `[data-brand='${brand}']`],
        ] as [URL, string][])
      : []),
  ];
  for (const [file, ground] of grounds) {
    let matched = false;
    postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
      if (rule.selector === ground || (scheme === 'dark' && rule.selector === inDark(ground))) {
        declare(rule, found);
        matched = true;
      }
    });
    if (!matched) throw new Error(`A key screen's drawing reads the rule ${ground}, which ${file.pathname.split('/').pop()} does not have`);
  }
  return found;
}

/** "#rrggbb" or "#rgb" as [r, g, b]. */
const channels = (hex: string) => {
  const full = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** A value with every var() put in and each `color-mix(in srgb, a n%, b)` mixed: a file stands alone, in any renderer. */
function resolve(value: string, vars: Variables, depth = 0): string {
  if (depth > 8) throw new Error(`The key screens' colours refer to each other in a loop at ${value}`);
  const put = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const found = vars.get(name);
    if (found === undefined) throw new Error(`The key screens' drawing reads ${name}, which neither theme nor stylesheet sets`);
    return resolve(found, vars, depth + 1);
  });
  return put.replace(/color-mix\(in srgb, (#[0-9a-f]{3,6}) (\d+)%, (#[0-9a-f]{3,6})\)/gi, (_, a: string, share: string, b: string) => {
    const k = Number(share) / 100;
    const [from, to] = [channels(a), channels(b)];
    return toHex(from.map((c, i) => c * k + to[i] * (1 - k)));
  });
}

/**
 * The drawing's rules for one scheme, every value resolved, in plain class names: those Screens.module.css lists
 * from its comment "The drawing's words" on (the rules above it lay out the block's panel, rows and captions). A
 * rule that reads a tone's colours is written out once for each tone, under that tone's class.
 */
export function drawingStyle(scheme: Scheme, brand?: Brand): string {
  const vars = variables(scheme, brand);
  const sheet = postcss.parse(readFileSync(SCREENS_CSS, 'utf8'));
  const start = sheet.nodes.findIndex((node) => node.type === 'comment' && node.text.startsWith(DRAWING_START));
  if (start < 0) throw new Error(`Screens.module.css has no comment "${DRAWING_START}…" before the drawing's rules`);
  const rules = sheet.nodes.slice(start).filter((node): node is Rule => node.type === 'rule');
  // Nothing nested either: a media query or a child rule would be left out, and its parent copied into every file.
  const plain = (rule: Rule) =>
    rule.selectors.every((selector) => PLAIN_SELECTOR.test(selector)) &&
    rule.nodes.every((node) => node.type !== 'rule' && node.type !== 'atrule');
  if (!rules.every(plain) || sheet.nodes.slice(start).some((node) => node.type === 'atrule'))
    throw new Error("Screens.module.css: the drawing's rules use plain class selectors only, which a key screen's file can carry");
  const sets = (rule: Rule) => rule.nodes.some((decl) => decl.type === 'decl' && PART_VARIABLES.test(decl.prop));
  const tones = rules.filter(sets).map((rule) => {
    const own = new Map(vars);
    declare(rule, own);
    return { selector: rule.selector, vars: own };
  });
  const declarations = (rule: Rule, own: Variables) =>
    rule.nodes.flatMap((decl) => (decl.type === 'decl' ? [`${decl.prop}:${resolve(decl.value, own)}`] : [])).join(';');
  const css = rules
    .filter((rule) => !sets(rule))
    .map((rule) =>
      rule.toString().match(PART_VARIABLE_READ)
        ? tones
            .map(
              (tone) => `${rule.selectors.map((selector) => `${tone.selector} ${selector}`).join(',')}{${declarations(rule, tone.vars)}}`,
            )
            .join('')
        : `${rule.selectors.join(',')}{${declarations(rule, vars)}}`,
    );
  return `svg{font-family:${theme.fontFamily}}${css.join('')}`;
}

/** Plain class names: each key is its own name, the file's <style> styles them. */
const PLAIN: DrawingClasses = new Proxy({}, { get: (_, name) => String(name) });

/**
 * The device's width as a share of the card's picture: a close-up, so the screen's words read at card size (about
 * 10 px on a 300 px card), the device standing in the middle.
 */
const SHARE = { phone: 0.62, tablet: 0.95, desktop: 0.92 };
/**
 * A browser's width on a card, in the drawing's units: narrower than on the case's page, its page laid out again
 * to fit, without its sidebar. Drawn whole at a case page's width, its words stood at 6–7 px on a card; cropped to
 * the page, a sliver of sidebar and an empty address bar read as a slip.
 */
const CARD_BROWSER = 360;
/** The space above the device, as a share of the box's height; its foot runs past the box's, faded out by then. */
const TOP = 0.09;
/** The share of the box over which the device fades into the card where the box cuts it. */
const FADE = 0.16;
/**
 * Where a scrolled screen starts, above its first part, in the drawing's units: half the gap between two parts, so
 * the part above the first one shown stays hidden.
 */
const SEAM = 5;

/** A mask whose white fades out downwards over the box's last FADE, where the device runs past its foot. */
const footMask = (width: number, height: number) =>
  `<linearGradient id="foot-fade" x2="0" y2="1"><stop offset="${1 - FADE}" stop-color="#fff"/>` +
  `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
  `<mask id="foot"><rect width="${width}" height="${height}" fill="url(#foot-fade)"/></mask>`;

/**
 * The key screen alone, without its rings and numbered callouts (on a card no caption explains them), and without a
 * browser's sidebar, which leaves the card's narrow page no room.
 */
const plain = (screen: Screen): Screen => ({
  ...screen,
  sidebar: screen.device === 'desktop' ? undefined : screen.sidebar,
  parts: screen.parts.map(({ highlight: _ring, callout: _number, ...part }) => part as ScreenPart),
});

/** The part the case points at: the first it rings, else the first it numbers; none, -1. */
const proofIndex = (screen: Screen) => {
  const ringed = screen.parts.findIndex((part) => part.highlight);
  return ringed >= 0 ? ringed : screen.parts.findIndex((part) => part.callout !== undefined);
};

/**
 * How far the screen scrolls under its head, in the drawing's units, for the part the case points at to show clear of
 * the foot's fade: by whole parts, so the screen under the head starts with one, as a scrolled screen does (none cut
 * in half at the seam), and no further than the proof's own top, or than keeps the device reaching the box's foot.
 */
function scrollOf(screen: Screen, { spans, height }: DrawnScreen, top: number, boxHeight: number): number {
  const proof = proofIndex(screen);
  if (proof < 0) return 0;
  const clearTo = boxHeight * (1 - FADE);
  const most = top + height - boxHeight;
  const offsets = spans
    .slice(0, proof + 1)
    .map((span) => span.top - spans[0].top)
    .filter((offset) => offset <= most);
  return offsets.find((offset) => top + spans[proof].top + spans[proof].height - offset <= clearTo) ?? offsets.at(-1) ?? 0;
}

/**
 * One key screen as an SVG file in `scheme`: the device close up in a 16:9 box with no ground of its own, so it
 * stands on the card's colour, whatever its tone, and fades into the card at its foot. Every device shows its head a
 * margin under the box's top (a phone cut at the card's edge read as a crop, a browser without its bar as a loose
 * page); where the part the case points at lies lower, the screen under the head is drawn scrolled to it.
 */
export function keyScreenSvg(screen: Screen, scheme: Scheme, brand?: Brand): string {
  const drawn = drawScreen(plain(screen), PLAIN, undefined, CARD_BROWSER);
  const boxWidth = Math.round(drawn.width / SHARE[screen.device]);
  const boxHeight = Math.round((boxWidth * KEY_SCREEN_SIZE.height) / KEY_SCREEN_SIZE.width);
  const left = Math.round((boxWidth - drawn.width) / 2);
  const top = Math.round(boxHeight * TOP);
  const scroll = scrollOf(screen, drawn, top, boxHeight);
  const at = (y: number) => renderToStaticMarkup(<g transform={`translate(${left} ${y})`}>{drawn.body}</g>);
  // The device's head (a phone's island and status bar, a browser's bar) stays put above it.
  const seam = top + (drawn.spans[0]?.top ?? 0) - SEAM;
  // Written as text: React's renderer, given no <svg> around them, takes a mask or a clip for unknown HTML.
  const clips =
    `<clipPath id="head"><rect width="${boxWidth}" height="${seam}"/></clipPath>` +
    `<clipPath id="scrolled"><rect y="${seam}" width="${boxWidth}" height="${boxHeight - seam}"/></clipPath>`;
  const body = scroll ? `<g clip-path="url(#head)">${at(top)}</g><g clip-path="url(#scrolled)">${at(top - scroll)}</g>` : at(top);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${boxWidth} ${boxHeight}" width="${KEY_SCREEN_SIZE.width}" ` +
    `height="${KEY_SCREEN_SIZE.height}"><style>${drawingStyle(scheme, brand)}</style>` +
    `<defs>${footMask(boxWidth, boxHeight)}${scroll ? clips : ''}</defs><g mask="url(#foot)">${body}</g></svg>`
  );
}

/** The files of every key screen a card shows: each drawn for the light scheme, and its dark twin. */
export function keyScreenFileTexts(files: readonly KeyScreenFile[]): { path: string; text: string }[] {
  return files.flatMap(({ path, screen, brand }) => [
    { path, text: keyScreenSvg(screen, 'light', brand) },
    { path: darkTwinPath(path), text: keyScreenSvg(screen, 'dark', brand) },
  ]);
}
