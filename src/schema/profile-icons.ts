import type { IconName } from './icons';

/**
 * The icon of a profile by its address, for a profile drawn with no icon named: the networks owners have, each by
 * its host, then a podcast or a feed by what the address says, and any other address as a website.
 */
const BY_HOST: [RegExp, IconName][] = [
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)(bsky\.app|bsky\.social)$/, 'bluesky'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  [/(^|\.)substack\.com$/, 'news'],
  [/(^|\.)medium\.com$/, 'medium'],
  [/(^|\.)dribbble\.com$/, 'dribbble'],
  [/(^|\.)behance\.net$/, 'behance'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  // Mastodon lives on many servers; these are the names most of them carry.
  [/(^|\.)(mastodon\.[a-z.]+|mstdn\.[a-z.]+|[a-z0-9-]*\.social|fosstodon\.org|hachyderm\.io)$/, 'mastodon'],
  [/(^|\.)(podcasts\.apple\.com|podcasts\.google\.com|anchor\.fm|overcast\.fm|pca\.st)$/, 'microphone'],
];

export function profileIcon(address: string): IconName {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'world';
  }
  const host = url.hostname.toLowerCase();
  const byHost = BY_HOST.find(([pattern]) => pattern.test(host));
  if (byHost) return byHost[1];
  const path = url.pathname.toLowerCase();
  if (/(^|\.)spotify\.com$/.test(host) && path.startsWith('/show')) return 'microphone';
  if (/podcast/.test(host + path)) return 'microphone';
  if (/(\/(rss|feed|atom)(\.xml)?\/?$|\.(rss|atom|xml)$)/.test(path)) return 'rss';
  return 'world';
}

/** What each profile icon stands for, in words, for a profile the owner gave no words of its own. */
const ICON_WORDS: Partial<Record<IconName, string>> = {
  github: 'GitHub',
  x: 'X',
  bluesky: 'Bluesky',
  threads: 'Threads',
  mastodon: 'Mastodon',
  medium: 'Medium',
  dribbble: 'Dribbble',
  behance: 'Behance',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  microphone: 'Podcast',
  news: 'Newsletter',
  rss: 'Feed',
};

/**
 * A profile's name in words, from its address: "GitHub", "Podcast"; an address of no network the site knows is named
 * by the profile's own name ("designPortfolio" is "Design portfolio").
 */
export function profileWords(name: string, address: string): string {
  const words = ICON_WORDS[profileIcon(address)];
  if (words) return words;
  const spaced = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
