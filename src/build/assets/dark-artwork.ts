import { darkTwinPath, hasDarkTwin } from '../../schema/artwork';
import { isJsonObject, walkJson } from '../../schema/json';

/**
 * The dark twin of a drawing made for a light page: every colour keeps its hue, and its lightness turns over, so
 * a pale background becomes a deep one in the same hue and a navy outline a pale one. Strong colours (a green
 * tick, an orange accent) keep most of their own lightness, so they still read as themselves on the dark ground.
 * Worked in OKLab, where lightness is what the eye sees, so every hue turns over evenly.
 */
export function darkSvg(svg: string): string {
  return withoutGround(svg)
    .replace(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi, (_, hex: string) => darkColour(hex))
    .replace(/(fill|stroke|stop-color|color)="white"/gi, (_, attribute: string) => `${attribute}="${darkColour('ffffff')}"`)
    .replace(/(fill|stroke|stop-color|color)="black"/gi, (_, attribute: string) => `${attribute}="${darkColour('000000')}"`);
}

/**
 * A drawing's ground, a first shape covering its whole canvas, is left unpainted in the twin: in the dark every
 * toned card, slide and tile stands on the one card surface (global.css), and a ground of the drawing's own, turned
 * dark, read there as a grey panel of its own.
 */
function withoutGround(svg: string): string {
  const canvas = /<svg\b[^>]*\bviewBox="\s*0[\s,]+0[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"[^>]*>/i.exec(svg);
  if (!canvas) return svg;
  // The first shape after the opening tag, past what only defines (gradients, clips): the one painted first.
  const start = canvas.index + canvas[0].length;
  const body = svg.slice(start).replace(/<defs\b[\s\S]*?<\/defs>|<!--[\s\S]*?-->/gi, (skipped) => ' '.repeat(skipped.length));
  const first = /<([a-z]+)\b([^>]*)>/i.exec(body);
  if (!first || first[1].toLowerCase() !== 'rect') return svg;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(first[2])?.[1];
  const at = (name: string) => Number(attribute(name) ?? 0) === 0;
  const covers = (name: string, size: string) => attribute(name) === '100%' || Number(attribute(name)) >= Number(size);
  if (!at('x') || !at('y') || !covers('width', canvas[1]) || !covers('height', canvas[2])) return svg;
  const unpainted = /\sfill="[^"]*"/.test(first[0])
    ? first[0].replace(/\sfill="[^"]*"/, ' fill="none"')
    : first[0].replace(/^<rect/i, '<rect fill="none"');
  const from = start + first.index;
  return svg.slice(0, from) + unpainted + svg.slice(from + first[0].length);
}

/** Where the dark lightnesses lie: white, a sheet raised on a light page, becomes a sheet a step above the dark card
 * surface (the theme's dark 7, lightness 0.26), and black the site's light text. */
const DARKEST = 0.3;
const LIGHTEST = 0.94;
/** The blue the theme's dark greys lean to (OKLab b): the greys a drawing turns take it, most at the deep end, as
 * the theme's do, so a turned white sits on the navy surface as one of its own panels, not a grey hole in it. */
const INK_B = -0.033;
const INK_B_LIGHT = -0.013;
/** Chroma past which a colour counts as strong, and how much of its own lightness a strong colour keeps (a pastel,
 * hardly any: it turns over fully). */
const STRONG = 0.14;
const KEEP = 0.6;
const MUTED = 0.45;
/** How far the pale end of the scale spreads out as it turns dark (1: evenly). */
const SPREAD = 0.7;

export function darkColour(hex: string): string {
  const [l, a, b] = toOklab(parseHex(hex));
  const chroma = Math.hypot(a, b);
  // Turned on a curve, not a line: the pale greys and tints a drawing sets on white keep at least the contrast they
  // had there (a line drew #ccc bars on white as #333 on #222, grey on grey).
  const turned = DARKEST + Math.max(0, 1 - l) ** SPREAD * (LIGHTEST - DARKEST);
  const keep = Math.min(1, chroma / STRONG) ** 2 * KEEP;
  // A pastel turned dark keeps only part of its chroma: a deep yellow or peach at full chroma reads as mud.
  const tint = MUTED + (1 - MUTED) * (keep / KEEP);
  const depth = (LIGHTEST - turned) / (LIGHTEST - DARKEST);
  const ink = (INK_B_LIGHT + (INK_B - INK_B_LIGHT) * depth) * (1 - keep / KEEP);
  return toHex(fromOklab([turned * (1 - keep) + l * keep, a * tint, b * tint + ink]));
}

/** The dark twins the build writes: one for each drawing the documents name, unless public/ holds the owner's. */
export function darkArtworkFiles(documents: unknown[], read: (path: string) => Uint8Array | undefined): { path: string; text: string }[] {
  return [...new Set(drawingsIn(documents))]
    .filter((src) => !read(darkTwinPath(src)))
    .flatMap((src) => {
      const bytes = read(src);
      return bytes ? [{ path: darkTwinPath(src), text: darkSvg(new TextDecoder().decode(bytes)) }] : [];
    });
}

/** Every picture's address in the documents that is a drawing with a twin. */
function drawingsIn(value: unknown): string[] {
  const found: string[] = [];
  walkJson(value, (item) => {
    if (isJsonObject(item) && typeof item.src === 'string' && typeof item.alt === 'string' && hasDarkTwin(item.src)) found.push(item.src);
  });
  return found;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055);

// Björn Ottosson's OKLab, from and to linear sRGB.
function toOklab(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map(fromLinear) as Rgb;
}
