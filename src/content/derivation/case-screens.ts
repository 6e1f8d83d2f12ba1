import { createHash } from 'node:crypto';
import { closest } from 'fastest-levenshtein';
import type { PageDocument } from '../../blocks/page';
import { keyScreenOf, type Brand, type Screen, type ScreensProps } from '../../blocks/screens/schema';
import type { CardItem } from '../../schema/card';
import { KEY_SCREEN_SIZE, KEY_SCREEN_VERSION, keyScreenPath } from '../../schema/key-screens';
import { messages, type Message } from '../../schema/messages';
import { suggest } from '../../schema/suggest';
import { placed } from './case-summary';
import { stringsIn, type JsonPath } from '../../schema/json';
import type { Problem } from '../validation/zod-issues';

/** A card or a slide: what may name a case's screen, and is given its file as its picture. */
type WithScreen = Pick<CardItem, 'screen' | 'image'>;

const isScreens = (section: { type: string }): section is ScreensProps => section.type === 'screens';

/** The page's screens section that has its screens: written out, or (once twins are filled) taken from its twin. */
const writtenScreens = (document: PageDocument): ScreensProps | undefined =>
  placed(document.sections, ['sections'])
    .map(([section]) => section)
    .find((section): section is ScreensProps => isScreens(section) && !!section.groups);

/** A case's key screen as the build draws it: the picture file's address, the screen it draws and in whose colours. */
export interface KeyScreenFile {
  path: string;
  screen: Screen;
  brand?: Brand;
}

/**
 * The key screen the "screens" section on the page at `route` names, and the address of its file: named by the
 * page that writes the screens out (a twin's by the page it takes them from, so both show one file) and a hash
 * of the screen, so an edited screen is a new address.
 */
export function keyScreenFile(route: string, block: ScreensProps): KeyScreenFile | undefined {
  const screen = keyScreenOf(block);
  if (!screen) return undefined;
  const hash = createHash('sha256')
    .update(`${KEY_SCREEN_VERSION}:${block.brand ?? ''}:${JSON.stringify(screen)}`)
    .digest('hex')
    .slice(0, 10);
  return { path: keyScreenPath(block.sameAs ?? route, hash), screen, brand: block.brand };
}

/** Every key screen a card shows, once each: the files the build draws (src/build/assets/key-screens.tsx). */
export function keyScreenFiles(documents: readonly PageDocument[]): KeyScreenFile[] {
  const named = new Set(stringsIn(documents).flatMap(([text, path]) => (path.at(-1) === 'src' ? [text] : [])));
  const files = new Map<string, KeyScreenFile>();
  for (const document of documents) {
    const screens = writtenScreens(document);
    const file = screens && keyScreenFile(document.route, screens);
    if (file && named.has(file.path)) files.set(file.path, file);
  }
  return [...files.values()];
}

/**
 * Draws each case's screens from one place, its page's "screens" section: a twin page's section that says
 * { "sameAs": route } takes that section's alt, notes, groups and key screen (keeping its own heading, intro and
 * caption where it gives them), and a card that says { "screen": { "fromCase": route } } takes the case's key
 * screen as its picture: the file the build draws of it, by its address.
 * Mutates the documents (already the build's own copies); returns, by page, the references that name no page, or
 * a page with no screens (or, for a card, no key screen) to take.
 */
export function shareScreens(documents: readonly PageDocument[]): Map<PageDocument, Problem[]> {
  const routes = documents.map((document) => document.route);
  const problems = new Map<PageDocument, Problem[]>();
  const report = (document: PageDocument, problem: Problem) => problems.set(document, [...(problems.get(document) ?? []), problem]);
  const sections = documents.flatMap((document) =>
    placed(document.sections, ['sections']).map(([section, path]) => ({ document, section, path })),
  );
  /** The section a reference names (among pages whose screens are written out, or, once those are shared, any), or the problem. */
  const finder = () => {
    const owners = new Map(
      documents.flatMap((document) => {
        const screens = writtenScreens(document);
        return screens ? [[document.route, screens] as const] : [];
      }),
    );
    const withScreens = [...owners.keys()];
    return (route: string): { screens: ScreensProps } | { problem: Message } => {
      const screens = owners.get(route);
      if (screens) return { screens };
      if (!routes.includes(route)) return { problem: messages.ScreensNoCase(route, suggest(route, withScreens) ?? suggest(route, routes)) };
      // The page exists, so this is no typo: the nearest page that has screens, however far.
      return { problem: messages.ScreensNone(route, withScreens.length ? closest(route, withScreens) : undefined) };
    };
  };

  // First the twins, from the pages that write their screens out; a twin of a twin is refused, so nothing waits on an order.
  const written = finder();
  for (const { document, section, path } of sections) {
    if (!isScreens(section) || !section.sameAs) continue;
    const found = written(section.sameAs);
    if ('problem' in found) {
      report(document, { path: [...path, 'sameAs'], message: found.problem });
      continue;
    }
    const source = found.screens;
    Object.assign(section, {
      heading: section.heading ?? source.heading,
      intro: section.intro ?? source.intro,
      caption: section.caption ?? source.caption,
      alt: source.alt,
      notes: source.notes,
      groups: source.groups,
      keyScreen: source.keyScreen,
      brand: source.brand,
    });
  }
  // Then the cards and slides, which may name either twin: the listing of /portfolio links to its own pages.
  const drawn = finder();
  for (const { document, section, path } of sections) {
    const [list, items] = 'items' in section ? ['items', section.items] : 'slides' in section ? ['slides', section.slides] : [];
    if (!Array.isArray(items)) continue;
    (items as unknown[]).forEach((value, i) => {
      const item = value as WithScreen;
      if (!item || typeof item !== 'object' || !item.screen?.fromCase) return;
      const at: JsonPath = [...path, list!, i, 'screen', 'fromCase'];
      const found = drawn(item.screen.fromCase);
      if ('problem' in found) return report(document, { path: at, message: found.problem });
      const source = found.screens;
      // A section that has its screens has a key screen: the one it names is within its count (its schema checks).
      const file = keyScreenFile(item.screen.fromCase, source)!;
      // Empty words: the card's (or slide's) title names the case, and its link leads to the screens described in
      // full, so the listing does not read out a second description before each card's heading.
      item.image = { src: file.path, alt: '', ...KEY_SCREEN_SIZE };
    });
  }
  return problems;
}
