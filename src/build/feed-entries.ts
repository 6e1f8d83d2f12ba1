// The entries of a page's feed, gathered from the dated items its sections, and those of the pages under it, hold.
import { storyAnchor } from '../behaviours/archive-paging';
import { categoryOf, monthKey, periodKey, periodOf, weekDays } from '../behaviours/weeks';
import { archiveOf, weekPageOf } from '../content/archive-pages';
import { isInFeed } from '../schema/feeds';
import { containsToken } from '../schema/links';
import type { PageDocument, Section } from '../schema/page';
import { everySection } from '../schema/sections';

/** Feed readers keep what they have read; a feed carries the newest entries only. */
export const MAX_FEED_ENTRIES = 50;

export interface FeedEntry {
  /** Never changes with the entry's text: a tag: URI from the item's id, or an article's own address. */
  id: string;
  title: string;
  /** Absolute: the page on this site that shows the item (a story: its week's page, at the story's card). */
  url: string;
  /** Absolute: where the item comes from, when that is elsewhere (a story's publisher), as link blogs give it. */
  related?: string;
  /** YYYY-MM-DD. */
  date: string;
  summary?: string;
  /** As the page shows it: a news item's first tag, an update's category, an article's label. */
  category?: string;
}

/** An address a document writes, made absolute the way the page resolves it: a route or "#anchor" on the site, anything else as it is. */
function absolute(href: string, route: string, siteBase: string): string {
  if (href.startsWith('#')) return siteBase + route + href;
  return href.startsWith('/') ? siteBase + href : href;
}

/**
 * A stable id for an item (RFC 4151): "tag:host,2025-09-14:/resources/ai-news/<key>". Unlike an address, it survives
 * the page moving to another base path.
 */
function tagUri(siteBase: string, date: string, route: string, key: string): string {
  return `tag:${new URL(siteBase).hostname},${date}:${route}/${key}`;
}

/** "OpenAI Ships GPT-5, at Last!" → "openai-ships-gpt-5-at-last"; a title of no Latin letters or digits stays itself, escaped. */
function slug(title: string): string {
  const latin = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return latin || encodeURIComponent(title);
}

/**
 * What a story is known by in feeds, whatever its place in the document. Its `id` when the owner named the story
 * ("openai-devday-2025"); but an id that is its week and a number ("2025-09-w4-6", as the documents number a week's
 * stories in order) names a place: reorder the week and renumber, and the id would move to another story, which
 * readers would then not show, and show the moved one again. Such a story is known by its title instead, as a slug:
 * rewording a headline makes a new entry, but fixing its case or punctuation does not.
 */
function storyKey(id: string, week: string, title: string): string {
  return new RegExp(`^${week}-\\d+$`).test(id) ? slug(title) : encodeURIComponent(id);
}

/** A robotics week's first day ("2025-09-08" for September's second week): its updates carry no date of their own. */
function weekStart(year: number, month: number, week: number): string {
  return `${monthKey(year, month)}-${String(weekDays(year, month, week)[0]).padStart(2, '0')}`;
}

/** Where an archive section's stories are shown: the document's archive on its weeks' pages, any other on the document's page. */
type StoryPage = (week: string, id: string) => string;

function sectionEntries(section: Section, route: string, siteBase: string, storyPage: StoryPage): FeedEntry[] {
  switch (section.type) {
    case 'news-archive':
      return section.items.map((item) => {
        const week = periodKey(periodOf(item.date));
        return {
          id: tagUri(siteBase, item.date, route, storyKey(item.id, week, item.title)),
          title: item.title,
          url: siteBase + storyPage(week, item.id),
          related: item.url,
          date: item.date,
          summary: item.description,
          category: categoryOf(item.tags),
        };
      });
    case 'robotics-archive':
      return section.weeks.flatMap((week) => {
        const date = weekStart(week.year, week.month, week.week);
        return week.updates.map((update) => ({
          id: tagUri(siteBase, date, route, storyKey(update.id, periodKey(week), update.title)),
          title: update.title,
          url: siteBase + storyPage(periodKey(week), update.id),
          related: update.link,
          date,
          summary: update.summary,
          category: update.category,
        }));
      });
    case 'article-grid':
      // Labels were derived by the validator (src/content/derive.ts with src/behaviours/labels.ts), as the page shows them.
      // A placeholder (no href) has nothing to read yet; a runtime token ("{resume}") has no address before the browser's.
      return section.items.flatMap(({ title, href, date, label, description }) => {
        if (!date || !href || containsToken(href)) return [];
        const url = absolute(href, route, siteBase);
        return [{ id: url, title, url, date, summary: description, category: label }];
      });
    default:
      return [];
  }
}

/** The entries of one document's sections, each story linked to the page that shows it. */
function documentEntries(document: PageDocument, siteBase: string): FeedEntry[] {
  const archive = archiveOf(document);
  const weekPage = weekPageOf(document);
  return everySection(document.sections).flatMap((section) => {
    const page = section === archive && weekPage ? weekPage : () => document.route;
    return sectionEntries(section, document.route, siteBase, (week, id) => `${page(week)}#${storyAnchor(id)}`);
  });
}

/**
 * The newest entries of the feed at `feedRoute`, newest first: the dated items of that page's sections and of
 * the pages under it. An article listed on two pages is one entry (the first listing's). `siteBase` is where the
 * site lives, base path included ("https://owner.github.io/portfolio": siteBase in src/schema/links.ts).
 */
export function feedEntries(feedRoute: string, documents: readonly PageDocument[], siteBase: string): FeedEntry[] {
  const entries = documents
    .filter((document) => isInFeed(document.route, feedRoute))
    .flatMap((document) => documentEntries(document, siteBase));
  const unique = entries.filter((entry, i) => entries.findIndex((other) => other.id === entry.id) === i);
  return unique.sort((a, b) => b.date.localeCompare(a.date)).slice(0, MAX_FEED_ENTRIES);
}
