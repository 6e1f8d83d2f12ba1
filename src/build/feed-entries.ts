// The entries of a page's feed, gathered from the dated items its sections, and those of the pages under it, hold.
import { categoryOf, monthKey, weekDays } from '../behaviours/weeks';
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
  /** Absolute. */
  url: string;
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
 * A stable id for an item that has one (RFC 4151): "tag:host,2025-09-14:/resources/ai-news/2025-09-w2-3".
 * Unlike an address, it survives the page moving to another base path.
 */
function tagUri(siteBase: string, date: string, route: string, id: string): string {
  return `tag:${new URL(siteBase).hostname},${date}:${route}/${encodeURIComponent(id)}`;
}

/** A robotics week's first day ("2025-09-08" for September's second week): its updates carry no date of their own. */
function weekStart(year: number, month: number, week: number): string {
  return `${monthKey(year, month)}-${String(weekDays(year, month, week)[0]).padStart(2, '0')}`;
}

function sectionEntries(section: Section, route: string, siteBase: string): FeedEntry[] {
  switch (section.type) {
    case 'news-archive':
      return section.items.map((item) => ({
        id: tagUri(siteBase, item.date, route, item.id),
        title: item.title,
        url: item.url,
        date: item.date,
        summary: item.description,
        category: categoryOf(item.tags),
      }));
    case 'robotics-archive':
      return section.weeks.flatMap((week) => {
        const date = weekStart(week.year, week.month, week.week);
        return week.updates.map((update) => ({
          id: tagUri(siteBase, date, route, update.id),
          title: update.title,
          url: update.link,
          date,
          summary: update.summary,
          category: update.category,
        }));
      });
    case 'article-grid':
      // Labels were derived by the validator (src/content/derive.ts with src/behaviours/labels.ts), as the page shows them.
      // A placeholder (no href) has nothing to read yet; a runtime token ("{resume}") has no address before the browser's.
      return section.items.flatMap(({ title, href, date, label }) => {
        if (!date || !href || containsToken(href)) return [];
        const url = absolute(href, route, siteBase);
        return [{ id: url, title, url, date, category: label }];
      });
    default:
      return [];
  }
}

/**
 * The newest entries of the feed at `feedRoute`, newest first: the dated items of that page's sections and of
 * the pages under it. An article listed on two pages is one entry (the first listing's). `siteBase` is where the
 * site lives, base path included ("https://owner.github.io/portfolio": siteBase in src/schema/links.ts).
 */
export function feedEntries(feedRoute: string, documents: readonly PageDocument[], siteBase: string): FeedEntry[] {
  const entries = documents
    .filter((document) => isInFeed(document.route, feedRoute))
    .flatMap((document) => everySection(document.sections).flatMap((section) => sectionEntries(section, document.route, siteBase)));
  const unique = entries.filter((entry, i) => entries.findIndex((other) => other.id === entry.id) === i);
  return unique.sort((a, b) => b.date.localeCompare(a.date)).slice(0, MAX_FEED_ENTRIES);
}
