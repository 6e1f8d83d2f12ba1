import { expect, type Locator, type Page } from '@playwright/test';
import { overlayBlocks } from '../../src/blocks/traits';
import { columnsOf } from '../../src/blocks/sections';
import { deriveLabel } from '../../src/content/derivation/labels';
import type { Paged } from '../../src/behaviours/archive-paging';
import { monthsShown, periodKey, periodOf, yearsAndMonths } from '../../src/schema/weeks';
import { inlineLinks } from '../../src/schema/links';
import { isFromSummary, type FromSummary } from '../../src/schema/from-summary';
import type { PageDocument, Section } from '../../src/blocks/page';
import type { CaseLinks } from '../../src/blocks/case-nav/schema';
import { authoredSection } from './support';

/**
 * A page as served shows every section its document lists, in the document's order, with the
 * headings, items and labels the document gives it. Every expectation is read from the document,
 * so any valid edit keeps it green. The sweep checks this on each of the owner's pages.
 */
type Check<T extends Section['type']> = (where: Locator, section: Extract<Section, { type: T }>) => Promise<void>;

/** "[label](https://…)" reads as "label" on the page. */
const plain = (text: string) =>
  inlineLinks(text).reduceRight((t, link) => t.slice(0, link.index) + link.label + t.slice(link.index + link.length), text);

/**
 * The level of a section's item headings (cards, steps, roles): one under the section's h2, or
 * h2 themselves when the document gives the section no heading. Layouts have no heading, so their
 * sections count as the page's own.
 */
const itemHeading = (s: { heading?: string }) => (s.heading ? 'h3' : 'h2');

/** A card's items as drawn: the build has put the case summary's in place of any "fromSummary". */
const drawn = <I extends object>(items: readonly I[]) => items.filter((item): item is Exclude<I, FromSummary> => !isFromSummary(item));

/** What each block must show of its document, besides its section heading. A block without an entry is checked for its place only. */
const shows: { [T in Section['type']]?: Check<T> } = {
  'page-header': async (where, s) => {
    await expect(where.getByRole('heading', { level: 1 })).toHaveText(s.heading);
    for (const paragraph of s.body ?? []) await expect(where).toContainText(plain(paragraph));
  },
  'card-grid': async (where, s) => expect(where.locator(`li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title)),
  'scroll-row': async (where, s) => expect(where.locator(`li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title)),
  carousel: async (where, s) => {
    // Slides out of view are inert, so they are found by their label rather than their role.
    const drawn = where.locator('[aria-label^="Slide "]');
    await expect(drawn).toHaveCount(s.slides.length);
    for (const [i, slide] of s.slides.entries()) await expect(drawn.nth(i)).toContainText(slide.title);
  },
  'video-gallery': async (where, s) => {
    await expect(where.getByRole('button', { name: `Play video: ${s.featured.title}` })).toBeVisible();
    await expect(where.locator('ul > li')).toHaveText(s.videos.map((video) => video.title));
  },
  'article-grid': async (where, s) => {
    const cards = where.locator('ul > li');
    await expect(cards.locator(itemHeading(s))).toHaveText(s.items.map((item) => item.title));
    const written = authoredSection(s);
    for (const [i, item] of written.items.entries()) {
      const card = cards.nth(i);
      // The label is computed here from the title and the rules as written, never read back from the validated document.
      const label = item.label ?? (written.labels ? deriveLabel(s.items[i].title, written.labels) : undefined);
      if (label) await expect(card.locator('[data-label]')).toHaveText(label);
      else await expect(card.locator('[data-label]')).toHaveCount(0);
      await expect(card.locator('[data-icon]')).toHaveCount(item.icon || written.iconPool ? 1 : 0);
      if (item.icon) await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', item.icon);
      await expect(card.getByRole('link')).toHaveCount(item.href ? 1 : 0);
      if (s.items[i].href) await expect(card.getByRole('link')).toHaveAttribute('href', s.items[i].href!);
    }
  },
  'fact-sheet': async (where, s) => {
    await expect(where.locator('dt')).toHaveText(drawn(s.items).map((item) => item.term));
    await expect(where.locator('dd')).toHaveText(drawn(s.items).map((item) => item.value));
  },
  'case-summary': async (where, s) => {
    const terms = ['Role', 'Team', 'Timeline', ...s.results.map((result) => result.label)];
    await expect(where.locator('dt')).toHaveText(terms);
    await expect(where.locator('dd')).toHaveText([s.role, s.team, s.timeline, ...s.results.map((result) => result.value)]);
  },
  'case-nav': async (where, s) => {
    const { previous, next } = s as typeof s & CaseLinks;
    const links = where.getByRole('navigation', { name: 'More case studies' }).getByRole('link');
    await expect(links.first()).toHaveAttribute('href', previous?.href ?? s.listing);
    await expect(links.last()).toHaveAttribute('href', next?.href ?? s.listing);
  },
  steps: async (where, s) => expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title)),
  accordion: async (where, s) => expect(where.locator('summary')).toHaveText(s.items.map((item) => item.title)),
  breadcrumbs: async (where, s) =>
    expect(where.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      ...s.trail.map((crumb) => crumb.label),
      s.current,
    ]),
  timeline: async (where, s) => expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title)),
  experience: async (where, s) => expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.role)),
  'stat-grid': async (where, s) => {
    for (const item of drawn(s.items)) await expect(where).toContainText(item.label);
    await expect(where.locator('ul > li')).toHaveCount(s.items.length);
  },
  'chip-list': async (where, s) => expect(where.locator('li')).toHaveText(s.chips),
  'button-row': async (where, s) => expect(where.getByRole('link')).toHaveText(s.items.map((item) => item.label)),
  prose: async (where, s) => {
    for (const paragraph of s.body) await expect(where).toContainText(plain(paragraph));
  },
  diagram: async (where, s) => {
    await expect(where.getByRole('img', { name: s.alt, exact: true })).toBeVisible();
    if (s.caption) await expect(where.locator('figcaption')).toHaveText(s.caption);
  },
  screens: async (where, s) => {
    await expect(where.getByRole('img', { name: s.alt, exact: true })).toBeVisible();
    if (s.caption) await expect(where.locator('figcaption')).toContainText(s.caption);
    await expect(where.locator('figcaption li')).toHaveText(s.notes ?? []);
  },
  illustration: async (where, s) => expect(where.getByRole('img')).toHaveAttribute('alt', s.image.alt),
  'resource-list': async (where, s) => expect(where.locator('ul[data-view] > li')).toHaveCount(s.items.length),
  // A paged archive's page holds one week's entries and counts the whole archive (src/content/derivation/archive-pages.ts).
  'news-archive': async (where, s) => {
    const { paging } = s as Paged<typeof s>;
    await expect(where.locator('dl dd').nth(1)).toHaveText(String(paging?.stats.entries ?? s.items.length));
    await expect(where.locator('details[data-level="week"] li')).toHaveCount(s.items.length);
    // The archive's own route draws every year of its months, stories or not (the spec's tree).
    const range = monthsShown(s.months, paging ? Object.keys(paging.weeks) : s.items.map((item) => periodKey(periodOf(item.date))));
    if (!paging || paging.week === paging.home)
      await expect(where.locator('details[data-level="year"] > summary')).toHaveText(
        yearsAndMonths(range.from, range.to).map(({ year }) => String(year)),
      );
  },
  'robotics-archive': async (where, s) => {
    const { paging } = s as Paged<typeof s>;
    const range = monthsShown(s.months, paging ? Object.keys(paging.weeks) : s.weeks.map(periodKey));
    const years = yearsAndMonths(range.from, range.to).filter((y) => !paging || String(y.year) === paging.week.slice(0, 4));
    await expect(where.locator('details[data-level="month"]')).toHaveCount(years.flatMap((y) => y.months).length);
    await expect(where.locator('details[data-level="week"] li')).toHaveCount(s.weeks.flatMap((w) => w.updates).length);
  },
};

/** Sections drawn where the document puts them, in its order, each showing what its check asks. */
async function expectSections(drawn: Locator, sections: Section[]) {
  expect(await drawn.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))).toEqual(sections.map((s) => s.type));
  for (const [i, section] of sections.entries()) {
    const where = drawn.nth(i);
    if ('heading' in section && section.heading && section.type !== 'page-header') {
      await expect(where.getByRole('heading', { level: 2, name: section.heading, exact: true })).toHaveCount(1);
    }
    await (shows[section.type] as Check<typeof section.type> | undefined)?.(where, section);
    // A layout holds sections of its own, checked the same way, column by column in the document's order.
    const placed = columnsOf(section).flatMap(([, nested]) => nested);
    if (placed.length) await expectSections(where.locator('section[data-block]'), placed);
  }
}

const overlayShows: { [T in Section['type']]?: Check<T> } = {
  'action-bar': async (where, s) => {
    await expect(where.getByRole('navigation', { name: s.label }).getByRole('link')).toHaveText(s.items.map((item) => item.label));
  },
};

/** Checks a loaded, hydrated page against its document: every section in order, then the overlays. */
export async function expectDocumentShown(page: Page, document: PageDocument) {
  const inFlow = document.sections.filter((s) => !overlayBlocks.has(s.type));
  // Top-level sections only: those inside a layout are checked by the layout's entry.
  await expectSections(page.locator('main section[data-block]:not([data-block] [data-block])'), inFlow);
  for (const section of document.sections.filter((s) => overlayBlocks.has(s.type))) {
    await (overlayShows[section.type] as Check<typeof section.type> | undefined)?.(page.locator('body'), section);
  }
}
