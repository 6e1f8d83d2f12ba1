import { describe, expect, it } from 'vitest';
import type { ContentChange } from './changes';
import { leftOutReason } from './content-files';
import { describeChange, publishMessage } from './words';

const page = (title: string, status: ContentChange['status'] = 'changed'): ContentChange => ({
  path: `pages/${title.toLowerCase().replace(/\W+/g, '-')}.json`,
  status,
  kind: 'page',
  title,
  name: 'x.json',
});
const picture = (name: string, status: ContentChange['status'] = 'added'): ContentChange => ({
  path: `public/assets/${name}`,
  status,
  kind: 'picture',
  name,
});

describe('the words of a publish', () => {
  it('names pages by title, new and removed ones as such, then settings, the résumé and counted pictures', () => {
    const changes: ContentChange[] = [
      page('About'),
      page('Payments retry', 'added'),
      page('Old talk', 'removed'),
      { path: 'pages/site.json', status: 'changed', kind: 'settings', name: 'site.json' },
      { path: 'public/assets/resume/cv.pdf', status: 'changed', kind: 'resume', name: 'cv.pdf' },
      picture('a.svg'),
      picture('b.png'),
      picture('c.png', 'removed'),
    ];
    expect(publishMessage(changes)).toBe(
      'Publish: About, new page Payments retry, removed page Old talk, site settings, the résumé, two new pictures, one picture removed',
    );
    expect(describeChange(changes[1])).toBe('New page Payments retry');
  });

  it('counts the pages past six rather than naming them all', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((title) => page(title));
    expect(publishMessage(many)).toBe('Publish: A, B, C, D, E, F, two other pages');
  });
});

describe('what a publish may commit', () => {
  it.each([
    ['pages/about.json', undefined],
    ['pages/work/payments.json', undefined],
    ['public/assets/about/portrait.jpg', undefined],
    ['public/assets/resume/jordan-vega-resume.pdf', undefined],
    ['pages/notes.txt', 'only page documents'],
    ['public/.env', 'key or a password'],
    ['public/assets/deploy-key.pem', 'key or a password'],
    ['public/.env.production', 'key or a password'],
    ['public/.DS_Store', 'hidden file'],
    ['.env', 'key or a password'],
    ['src/app/App.tsx', 'not part of the site'],
    ['downloads/statement.pdf', 'not part of the site'],
  ])('%s: %s', (path, reason) => {
    const found = leftOutReason(path, '');
    if (reason) expect(found).toContain(reason);
    else expect(found).toBeUndefined();
  });

  it('reads paths from the site folder when the site is a folder of the repository', () => {
    expect(leftOutReason('site/pages/about.json', 'site')).toBeUndefined();
    expect(leftOutReason('pages/about.json', 'site')).toContain('not part of the site');
  });
});
