/**
 * The fonts a share card's text needs, from the @fontsource packages (nothing is fetched): Inter for Latin (with
 * its extended and Vietnamese letters), Greek and Cyrillic, Noto Sans SC for Chinese and Japanese, and Noto Sans KR
 * for Korean. (Scripts written right to left or with joined letters, Hebrew, Arabic or Devanagari, are not here: the
 * card's renderer neither reorders nor shapes them, so a font would draw them wrong; the build names them.) Each
 * package splits its font into files by the characters they hold (the `unicode-range` of its stylesheet); a card
 * loads only the files that hold its characters, so a Chinese name costs a few of Noto's hundred files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The families, in the order a character is looked for in them; satori reads WOFF, not WOFF2. */
export const CARD_FAMILIES = [
  { name: 'Inter', package: '@fontsource/inter' },
  { name: 'Noto Sans SC', package: '@fontsource/noto-sans-sc' },
  { name: 'Noto Sans KR', package: '@fontsource/noto-sans-kr' },
] as const;
const WEIGHTS = [400, 700] as const;

interface Face {
  name: string;
  weight: (typeof WEIGHTS)[number];
  file: string;
  ranges: [number, number][];
}

/** "U+0460-052F,U+20B4" → [[0x460, 0x52f], [0x20b4, 0x20b4]] */
const ranges = (unicodeRange: string): [number, number][] =>
  unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });

let faces: Face[] | undefined;
/** Every file of every family and weight, with the characters it holds, read from the packages' stylesheets. */
export function cardFaces(): Face[] {
  faces ??= CARD_FAMILIES.flatMap(({ name, package: pkg }) => {
    const folder = dirname(require.resolve(`${pkg}/package.json`));
    return WEIGHTS.flatMap((weight) =>
      [...readFileSync(join(folder, `${weight}.css`), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule]) => ({
        name,
        weight,
        file: join(folder, /url\(\.\/(files\/[^)]+\.woff)\)/.exec(rule)![1]),
        ranges: ranges(/unicode-range:\s*([^;]+);/.exec(rule)![1]),
      })),
    );
  });
  return faces;
}

const data = new Map<string, Buffer>();
const fontData = (file: string) => data.get(file) ?? data.set(file, readFileSync(file)).get(file)!;

const holds = (face: Face, code: number) => face.ranges.some(([from, to]) => code >= from && code <= to);

/** The characters of `text` no family holds (spaces aside): a card would draw each as an empty box. */
export function missingCharacters(text: string): string[] {
  return [...new Set(text)].filter((c) => !/\s/.test(c) && !cardFaces().some((face) => holds(face, c.codePointAt(0)!)));
}

/**
 * The fonts satori needs to draw `text`: for each character, the files of the first family that holds it. Each
 * file is a family of its own ("Inter 3"): satori keeps one font per name and weight, and looks for a character
 * in the families the text names, in order.
 */
export function fontsFor(text: string): { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] {
  const chosen = new Set<Face>();
  for (const c of new Set(`${text}A`)) {
    const code = c.codePointAt(0)!;
    const family = CARD_FAMILIES.find(({ name }) => cardFaces().some((face) => face.name === name && holds(face, code)));
    for (const face of cardFaces()) if (face.name === family?.name && holds(face, code)) chosen.add(face);
  }
  const order = [...chosen].sort((a, b) => cardFaces().indexOf(a) - cardFaces().indexOf(b));
  const names = [...new Set(order.map((face) => face.file.replace(/-\d00-normal\.woff$/, '')))];
  return order.map((face) => ({
    name: `${face.name} ${names.indexOf(face.file.replace(/-\d00-normal\.woff$/, ''))}`,
    data: fontData(face.file),
    weight: face.weight,
    style: 'normal' as const,
  }));
}
