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
 * Where the box cuts the device's top, only that edge softens: faded over FADE, an app bar's title standing just
 * under the cut read grey, as if disabled. The proof still keeps clear of FADE there.
 */
const HEAD_FADE = 0.04;

/** A mask whose white fades out over the last `share` of the box, downwards (`x2="0" y2="1"`), upwards or across. */
const fadeMask = (id: string, direction: string, width: number, height: number, share = FADE) =>
  `<linearGradient id="${id}-fade" ${direction}><stop offset="${1 - share}" stop-color="#fff"/>` +
  `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
  `<mask id="${id}"><rect width="${width}" height="${height}" fill="url(#${id}-fade)"/></mask>`;

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
 * How much of a phone's screen shows above its first part, in the drawing's units. A phone's card starts at its
 * screen, never at its island and "9:41": shown on some cards and not on others, they read as mixed frames.
 */
const PHONE_HEAD_SHOWN = 6;

/**
 * How far down the box the device's top stands: TOP (a phone's head above the box), or higher when the part the case
 * points at would otherwise lie in the foot's fade or below it, so the card shows the proof clear (its top first,
 * when it is taller than the room). Where the box's top would then slice a part (the check-in stepper's circles, cut
 * in half) or the device's head, it falls at one of its edges instead, showing it whole or leaving it out, whichever
 * keeps the proof clear. A short device rises no further than to stand TOP above the box's foot, rather than float
 * above an empty band.
 */
function deviceTop(screen: Screen, { spans, height }: DrawnScreen, boxHeight: number): number {
  // The device's head (its frame and status bar, or a browser's bar) counts as a part: "9:41" cut in half read as a slip.
  const head = { top: 0, height: (spans[0]?.top ?? 0) - (screen.device === 'phone' ? PHONE_HEAD_SHOWN : 0) };
  const top = screen.device === 'phone' ? -head.height : boxHeight * TOP;
  const proof = spans[proofIndex(screen)];
  if (!proof) return Math.round(top);
  const clearFrom = boxHeight * FADE;
  const clearTo = boxHeight * (1 - FADE);
  const below = top + proof.top + proof.height - clearTo;
  const room = top + proof.top - clearFrom;
  const standing = Math.min(top, boxHeight - boxHeight * TOP - height);
  const at = Math.max(standing, top - Math.max(0, Math.min(below, room)));
  const sliced = [head, ...spans].find((span) => span.top < -at && -at < span.top + span.height);
  if (!sliced) return Math.round(at);
  const keepsProofClear = (edge: number) => edge + proof.top >= clearFrom && edge + proof.top + proof.height <= clearTo;
  // An edge that would lift a short device off the box's foot loses to the cut: a map sliced reads better than a gap.
  const edge = [-sliced.top, -(sliced.top + sliced.height)].find((edge) => keepsProofClear(edge) && edge >= standing);
  return Math.round(edge ?? at);
}

/**
 * One key screen as an SVG file in `scheme`: the device close up in a 16:9 box with no ground of its own, so it
 * stands on the card's colour, whatever its tone, and fades into the card wherever the box cuts it.
 */
export function keyScreenSvg(screen: Screen, scheme: Scheme, brand?: Brand): string {
  const drawn = drawScreen(plain(screen), PLAIN, undefined, CARD_BROWSER);
  const boxWidth = Math.round(drawn.width / SHARE[screen.device]);
  const boxHeight = Math.round((boxWidth * KEY_SCREEN_SIZE.height) / KEY_SCREEN_SIZE.width);
  const left = Math.round((boxWidth - drawn.width) / 2);
  const top = deviceTop(screen, drawn, boxHeight);
  const cutAtTop = top < 0;
  const body = renderToStaticMarkup(<g transform={`translate(${left} ${top})`}>{drawn.body}</g>);
  // Written as text: React's renderer, given no <svg> around them, takes a gradient and a mask for unknown HTML.
  const masks =
    fadeMask('foot', 'x2="0" y2="1"', boxWidth, boxHeight) +
    (cutAtTop ? fadeMask('head', 'x1="0" y1="1" x2="0" y2="0"', boxWidth, boxHeight, HEAD_FADE) : '');
  const wrap = (mask: string, inner: string) => `<g mask="url(#${mask})">${inner}</g>`;
  const faded = cutAtTop ? wrap('head', body) : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${boxWidth} ${boxHeight}" width="${KEY_SCREEN_SIZE.width}" ` +
    `height="${KEY_SCREEN_SIZE.height}"><style>${drawingStyle(scheme, brand)}</style><defs>${masks}</defs>` +
    `${wrap('foot', faded)}</svg>`
  );
}

/** The files of every key screen a card shows: each drawn for the light scheme, and its dark twin. */
export function keyScreenFileTexts(files: readonly KeyScreenFile[]): { path: string; text: string }[] {
  return files.flatMap(({ path, screen, brand }) => [
    { path, text: keyScreenSvg(screen, 'light', brand) },
    { path: darkTwinPath(path), text: keyScreenSvg(screen, 'dark', brand) },
  ]);
}
