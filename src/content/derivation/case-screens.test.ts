import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../validation/json-source';
import type { Section } from '../../blocks/page';
import type { ScreensProps } from '../../blocks/screens/schema';
import type { CardItem } from '../../schema/card';
import type { CarouselProps } from '../../blocks/carousel/schema';
import { keyScreenFile, keyScreenFiles } from './case-screens';
import { placed } from './case-summary';
import { loadSite } from '../validation/load';

/**
 * A case's screens are written once, on its page (the fixture's /cases/harbour); its twin (/screens) and its card
 * on the listing (/cases) take them by reference, and a reference that leads nowhere is an error that offers the
 * nearest page with screens.
 */
const root = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const withFile = (file: string, value: unknown) => loadSite(root, { override: { file, text: JSON.stringify(value, null, 2) } });

const sectionsOf = (site: ReturnType<typeof loadSite>, route: string): Section[] =>
  placed(site.pages.find((page) => page.document.route === route)!.document.sections, ['sections']).map(([section]) => section);
const screensOf = (site: ReturnType<typeof loadSite>, route: string) =>
  sectionsOf(site, route).filter((section): section is ScreensProps => section.type === 'screens');
/** As the fixture writes it: the harbour case's screens, in its two-column's main column. */
const written = read('pages/cases/harbour.json').sections[3].main.find((section: Section) => section.type === 'screens') as ScreensProps;
const twinAt = (page: { sections: Section[] }) => page.sections.findIndex((section) => 'sameAs' in section);
const harbourCard = (page: { sections: { items?: { href?: string }[] }[] }) =>
  page.sections[1].items!.findIndex((card) => card.href === '/cases/harbour');

describe("a case's screens, written once", () => {
  it('are drawn on its twin page, which keeps its own caption and takes the heading it leaves out', () => {
    const site = loadSite(root);
    expect(site.errors).toEqual([]);
    const raw = read('pages/screens.json');
    expect(raw.sections[twinAt(raw)]).not.toHaveProperty('groups');
    const twin = screensOf(site, '/screens').find((section) => section.sameAs === '/cases/harbour')!;
    const harbour = screensOf(site, '/cases/harbour')[0];
    expect(twin).toMatchObject({ alt: written.alt, notes: written.notes, groups: harbour.groups, heading: written.heading });
    expect(twin.caption).toBe(raw.sections[twinAt(raw)].caption);
    expect(twin.caption).not.toBe(written.caption);
  });

  const cardsOf = (site: ReturnType<typeof loadSite>) =>
    (sectionsOf(site, '/cases').find((section) => section.type === 'card-grid') as { items: CardItem[] }).items;

  it("give the case's card the key screen's file as its picture (by default the first of the last group), its words left to the card's title", () => {
    const site = loadSite(root);
    const card = cardsOf(site).find((item) => item.href === '/cases/harbour')!;
    expect(card.image).toEqual({
      src: expect.stringMatching(/^\/_pictures\/screen-cases-harbour-[0-9a-f]{10}\.svg$/),
      alt: '',
      width: 640,
      height: 360,
    });
    // The build draws that file from the screen the case names, and only the files some card shows.
    const files = keyScreenFiles(site.pages.map((page) => page.document));
    expect(files.map(({ path, screen }) => ({ path, label: screen.label }))).toEqual([
      { path: card.image!.src, label: written.groups![0].screens[0].label },
    ]);
    // The others name no case: no picture.
    expect(cardsOf(site).filter((item) => item.screen || item.image)).toHaveLength(1);
  });

  it('follow the key screen the case names, under a new address', () => {
    const before = cardsOf(loadSite(root))[0].image!.src;
    const page = read('pages/cases/harbour.json');
    page.sections[3].main.find((section: Section) => section.type === 'screens').keyScreen = 2;
    const site = withFile('pages/cases/harbour.json', page);
    const [file] = keyScreenFiles(site.pages.map((page) => page.document));
    expect(file.screen.label).toBe('2. Booked');
    expect(cardsOf(site)[0].image!.src).toBe(file.path);
    expect(file.path).not.toBe(before);
  });

  const slidesOf = (site: ReturnType<typeof loadSite>) =>
    (sectionsOf(site, '/home').find((section) => section.type === 'carousel') as CarouselProps).slides;

  it("give a slide that names a case the card's file as its picture, and refuse a slide with no picture or two", () => {
    const site = loadSite(root);
    const raw = read('pages/home.json');
    const at = raw.sections.findIndex((section: Section) => section.type === 'carousel');
    const slide = raw.sections[at].slides.findIndex((item: { screen?: unknown }) => item.screen);
    expect(slidesOf(site)[slide].image).toEqual(cardsOf(site).find((item) => item.href === '/cases/harbour')!.image);
    const errorsWith = (change: (slide: Record<string, unknown>) => void) => {
      const page = read('pages/home.json');
      change(page.sections[at].slides[slide]);
      return withFile('pages/home.json', page).errors.map(({ name, path }) => ({ name, path: formatPath(path) }));
    };
    const picture = { src: '/assets/portrait.svg', alt: '', width: 480, height: 560 };
    expect(errorsWith((item) => (item.image = picture))).toEqual([
      { name: 'ImageOrScreen', path: `sections[${at}].slides[${slide}].screen` },
    ]);
    expect(errorsWith((item) => delete item.screen)).toEqual([
      { name: 'ImageOrScreenNeeded', path: `sections[${at}].slides[${slide}].image` },
    ]);
    expect(errorsWith((item) => (item.screen = { fromCase: '/cases/atlas' }))).toEqual([
      { name: 'ScreensNone', path: `sections[${at}].slides[${slide}].screen.fromCase` },
    ]);
  });

  it("name one file for both twins: the twin's key screen is the file of the page that writes the screens", () => {
    const site = loadSite(root);
    const twin = screensOf(site, '/screens').find((section) => section.sameAs === '/cases/harbour')!;
    expect(keyScreenFile('/screens', twin)!.path).toBe(cardsOf(site)[0].image!.src);
  });

  it.each([
    [
      'a page that does not exist',
      '/cases/harbor',
      'ScreensNoCase',
      '"/cases/harbor" matches no page, so there are no screens to take from it; did you mean "/cases/harbour"?',
    ],
    ['a page without screens', '/cases/atlas', 'ScreensNone', '"/cases/atlas" has no "screens" section of its own to take'],
  ])('refuse a twin that names %s', (_, route, name, message) => {
    const page = read('pages/screens.json');
    page.sections[twinAt(page)].sameAs = route;
    const errors = withFile('pages/screens.json', page).errors;
    expect(errors.map(({ file, name, path }) => ({ file, name, path: formatPath(path) }))).toEqual([
      { file: 'pages/screens.json', name, path: `sections[${twinAt(page)}].sameAs` },
    ]);
    expect(errors[0].message).toContain(message);
  });

  it('refuse a card that names a page with no screens, offering the one that has', () => {
    const listing = read('pages/cases.json');
    const at = harbourCard(listing);
    listing.sections[1].items[at].screen.fromCase = '/cases/meridian';
    const errors = withFile('pages/cases.json', listing).errors;
    expect(errors.map(({ name, path }) => ({ name, path: formatPath(path) }))).toEqual([
      { name: 'ScreensNone', path: `sections[1].items[${at}].screen.fromCase` },
    ]);
    expect(errors[0].message).toContain('did you mean "/cases/harbour"?');
  });

  it('refuse screens written on the twin as well, and a section with neither screens nor "sameAs"', () => {
    const page = read('pages/screens.json');
    const at = twinAt(page);
    page.sections[at].groups = written.groups;
    expect(withFile('pages/screens.json', page).errors.map(({ name, path }) => ({ name, path: formatPath(path) }))).toEqual([
      { name: 'ScreensTwice', path: `sections[${at}].groups` },
    ]);
    delete page.sections[at].groups;
    delete page.sections[at].sameAs;
    expect(withFile('pages/screens.json', page).errors.map(({ name }) => name)).toEqual(['ScreensWritten']);
  });
});
