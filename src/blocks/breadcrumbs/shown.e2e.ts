import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

interface ListItem {
  '@type': string;
  position: number;
  name: string;
  item?: string;
}

/** What this block shows of its section in the browser (see Shown): the trail, and the same trail for search engines. */
const shown: Shown<'breadcrumbs'> = async (where, s) => {
  const names = [...s.trail.map((crumb) => crumb.label), s.current];
  await expect(where.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(names);

  const scripts = where.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? '') as { '@context': string; '@type': string; itemListElement: ListItem[] };
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item) => [item['@type'], item.position, item.name])).toEqual(
    names.map((name, n) => ['ListItem', n + 1, name]),
  );
  // Each crumb's address in full: the site's address (the start of this page's own, og:url) before a path of the site.
  const pageUrl = (await where.page().locator('head meta[property="og:url"]').getAttribute('content')) ?? '';
  const items = data.itemListElement.slice(0, -1).map((item) => item.item ?? '');
  s.trail.forEach((crumb, i) => {
    if (!crumb.href.startsWith('/')) return expect(items[i]).toBe(crumb.href);
    expect(items[i].endsWith(crumb.href), items[i]).toBe(true);
    const site = items[i].slice(0, -crumb.href.length);
    expect(site, items[i]).toMatch(/^https?:\/\/[^/]+/);
    expect(pageUrl.startsWith(site + '/'), `${pageUrl} on ${site}`).toBe(true);
  });
  expect(data.itemListElement.at(-1)).not.toHaveProperty('item');
};

export default shown;
