import { describe, expect, it } from 'vitest';
import { ICONS } from './icons';
import { profileIcon } from './profile-icons';

describe('the icon a profile address chooses', () => {
  it.each([
    ['https://github.com/jordan-vega', 'github'],
    ['https://x.com/jordanvega', 'x'],
    ['https://twitter.com/jordanvega', 'x'],
    ['https://bsky.app/profile/jordan.bsky.social', 'bluesky'],
    ['https://mastodon.social/@jordan', 'mastodon'],
    ['https://hachyderm.io/@jordan', 'mastodon'],
    ['https://www.threads.net/@jordan', 'threads'],
    ['https://jordan.substack.com', 'news'],
    ['https://medium.com/@jordan', 'medium'],
    ['https://jordan.medium.com', 'medium'],
    ['https://dribbble.com/jordan', 'dribbble'],
    ['https://www.behance.net/jordan', 'behance'],
    ['https://www.instagram.com/jordan', 'instagram'],
    ['https://www.youtube.com/@jordan', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.linkedin.com/in/jordan', 'linkedin'],
    ['https://open.spotify.com/show/abc', 'microphone'],
    ['https://podcasts.apple.com/ca/podcast/x/id1', 'microphone'],
    ['https://routes.fm/podcast', 'microphone'],
    ['https://jordan.example/feed.xml', 'rss'],
    ['https://jordan.example/rss', 'rss'],
    ['https://jordan.example', 'world'],
    ['not an address', 'world'],
  ])('%s is drawn as %s', (address, icon) => {
    expect(profileIcon(address)).toBe(icon);
    expect(icon in ICONS).toBe(true);
  });
});
