// What a block's feed trait gives: the entries of a feed, and the helpers that make them stable. Zod-free, and
// apart from ./feeds.ts, which the browser reads: only the build makes entries.
import type { JsonPath } from './json';
import { monthKey, weekDays } from './weeks';

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

/** Where a section's feed entries are shown, for its feed trait. */
export interface FeedPlace {
  /** The page's route, and where the site lives ("https://owner.github.io/portfolio"). */
  route: string;
  siteBase: string;
  /** A story's address: its week's page (or the page), at its card. */
  storyUrl: (week: string, id: string) => string;
}

/**
 * A block whose items go into the feed of a page with "feed" (or under one): its dated items as entries, and the
 * places of the items it leaves out for want of a date (a warning: the owner may not mean it).
 */
export interface FeedTrait<P> {
  entries(props: P, place: FeedPlace): FeedEntry[];
  undated?(props: P): JsonPath[];
}

/** An address a document writes, made absolute the way the page resolves it: a route or "#anchor" on the site, anything else as it is. */
export function absolute(href: string, route: string, siteBase: string): string {
  if (href.startsWith('#')) return siteBase + route + href;
  return href.startsWith('/') ? siteBase + href : href;
}

/**
 * A stable id for an item (RFC 4151): "tag:host,2025-09-14:/resources/ai-news/<key>". Unlike an address, it survives
 * the page moving to another base path.
 */
export function tagUri(siteBase: string, date: string, route: string, key: string): string {
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
export function storyKey(id: string, week: string, title: string): string {
  return new RegExp(`^${week}-\\d+$`).test(id) ? slug(title) : encodeURIComponent(id);
}

/** A robotics week's first day ("2025-09-08" for September's second week): its updates carry no date of their own. */
export function weekStart(year: number, month: number, week: number): string {
  return `${monthKey(year, month)}-${String(weekDays(year, month, week)[0]).padStart(2, '0')}`;
}
