import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../content/validation/load';
import { pageSchema, type PageDocument } from '../../blocks/page';
import { archiveIndexPath, loadSearchIndex, MAX_RESULTS, opensNewTab, searchSite, shortTitle } from '../../behaviours/site-search';
import { buildSearchIndex, pageRecords, searchRecords, serializeSearchIndex, serializeSearchIndexes } from './search-records';

const SCHEMA = '../schemas/page.schema.json';
/** Fixture documents go through the real schema, so they have the shapes the build hands over. */
const page = (document: Omit<PageDocument, '$schema'>) => pageSchema.parse({ $schema: SCHEMA, ...document });

const about = page({
  route: '/about',
  title: 'About · Ada Lane',
  description: 'Who Ada is and what she builds.',
  sections: [
    {
      type: 'page-header',
      back: { label: 'Back to Home', href: '/home' },
      heading: 'Hi, I am Ada',
      body: ['I map tides for [Harbourmaster](https://harbour.example) and ferries.'],
      actions: [{ label: 'Download My Resume', href: '{resume}' }],
    },
    {
      type: 'card-grid',
      id: 'writing',
      heading: 'Writing',
      items: [
        { title: 'Lighthouse keepers', text: 'An essay on automation at sea.', href: 'https://essays.example/lighthouse' },
        { title: 'Tide tables', text: 'Notes kept offline, no link.' },
        { title: 'My resume', text: 'The whole career on paper.', href: '{resume}' },
        { title: 'Values', text: 'An anchor on this page.', href: '#writing' },
        { title: 'Ferries case', text: 'A study in gangway timing.', href: '/work/ferries' },
      ],
    },
  ],
});

const tools = page({
  route: '/resources/tools',
  title: 'Tools · Ada Lane',
  description: 'Tools worth trying this year.',
  sections: [
    { type: 'page-header', heading: 'Tools' },
    {
      type: 'resource-list',
      kind: 'tools',
      searchPlaceholder: 'Search placeholders here...',
      searchFields: ['name', 'description'],
      chips: { field: 'category', label: 'Category', options: ['Writing'] },
      empty: { title: 'Emptystate nothing', text: 'Try again.' },
      items: [
        {
          name: 'Quillpad',
          category: ['Writing'],
          description: 'Drafts sonnets from bullet points.',
          link: 'https://quillpad.example',
          badge: { text: 'Free', variant: 'default' },
        },
      ],
    },
  ],
});

const news = page({
  route: '/news',
  title: 'News · Ada Lane',
  description: 'A dated archive of stories.',
  sections: [
    { type: 'page-header', heading: 'News' },
    {
      type: 'news-archive',
      searchPlaceholder: 'Search news...',
      searchFields: ['title', 'description'],
      months: { from: '2025-01', to: '2025-01' },
      open: 'current',
      emptyWeek: 'Nothing this week',
      empty: { title: 'No news found' },
      dataset: { title: 'Harbour digest', description: 'Stories gathered by hand.', created: '2025-01-31' },
      items: [
        {
          id: 'n1',
          title: 'Port opens a quay',
          description: 'The new quay takes container barges.',
          date: '2025-01-03',
          source: 'Port Times',
          tags: ['Industry'],
          url: 'https://news.example/quay',
        },
      ],
    },
  ],
});

const caseStudy = page({
  route: '/work/ferries',
  title: 'Ferry booking · Ada Lane',
  description: 'How ferry booking moved to the phone.',
  sections: [
    { type: 'page-header', heading: 'Ferry booking, rebuilt' },
    {
      type: 'two-column',
      id: 'story',
      main: [
        { type: 'prose', id: 'overview', heading: 'Overview', body: ['Boarding passes were printed at a kiosk.'] },
        { type: 'steps', heading: 'Action', items: [{ title: 'Mapped the queue', text: 'Timed every gangway.' }] },
      ],
      side: [{ type: 'fact-sheet', heading: 'Facts', items: [{ term: 'Role', value: 'Lead product manager' }] }],
    },
    {
      type: 'experience',
      id: 'roles',
      heading: 'Roles',
      items: [{ company: 'Northwind', role: 'Product lead', period: '2020 – 2024', bullets: ['Shipped the boarding app.'] }],
    },
  ],
});

const documents = [about, tools, news, caseStudy];
const records = searchRecords(documents, 'Ada Lane');
const record = (label: string) => records.find((r) => r.label === label)!;

describe('search records', () => {
  it('gives each page a result titled by its short title, with its description and text', () => {
    const result = record('About');
    expect(result).toMatchObject({ href: '/about', context: 'Page', title: 'About Hi, I am Ada' });
    expect(result.text).toContain('Who Ada is and what she builds.');
    // An inline link reads as its label.
    expect(result.text).toContain('I map tides for Harbourmaster and ferries.');
    expect(result.text).not.toContain('harbour.example');
    // Buttons and back links are navigation, not content.
    expect(result.text).not.toMatch(/Download My Resume|Back to Home/);
  });

  it('makes a card with an external link a result that leaves the site', () => {
    const card = record('Lighthouse keepers');
    expect(card).toMatchObject({ href: 'https://essays.example/lighthouse', context: 'About · Writing' });
    expect(card.text).toBe('An essay on automation at sea.');
    expect(opensNewTab(card.href)).toBe(true);
    // Its text belongs to the card, not to the page too.
    expect(record('About').text).not.toContain('automation at sea');
  });

  it("keeps a drawn screen's description and caption, and leaves out the mock-up's own words", () => {
    const drawn = page({
      route: '/work/memo',
      title: 'Memo case · Ada Lane',
      description: 'A case, redrawn.',
      sections: [
        { type: 'page-header', heading: 'Memo case' },
        {
          type: 'screens',
          heading: 'The inbox',
          alt: 'A phone showing an inbox of three memos, the newest ringed.',
          caption: 'Where the memo landed',
          groups: [
            {
              screens: [
                {
                  device: 'phone',
                  address: 'memos.example/inbox',
                  parts: [
                    { part: 'app-bar', title: 'Inbox' },
                    { part: 'row', title: 'Priya: pricing memo', detail: 'Sent 09:41' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const results = pageRecords(drawn);
    expect(results).toHaveLength(1);
    expect(results[0].text).toContain('A phone showing an inbox of three memos, the newest ringed.');
    expect(results[0].text).toContain('Where the memo landed');
    expect(results[0].text).not.toMatch(/Priya|pricing memo|Sent 09:41|Inbox|memos\.example/);
  });

  it('sends an item without a link, or with the runtime {resume} link, to its section on its page', () => {
    expect(record('Tide tables').href).toBe('/about#writing');
    expect(record('My resume').href).toBe('/about#writing');
    expect(records.every((r) => !r.href.includes('{'))).toBe(true);
    expect(record('Values').href).toBe('/about#writing');
  });

  it('makes each tool a result with its description and categories, leaving out list settings', () => {
    const tool = record('Quillpad');
    expect(tool).toMatchObject({ href: 'https://quillpad.example', context: 'Tools' });
    expect(tool.text).toContain('Drafts sonnets from bullet points.');
    expect(tool.text).toContain('Writing');
    const all = records.map((r) => `${r.title} ${r.text}`).join(' ');
    expect(all).not.toMatch(/Search placeholders|Emptystate|No news found|Nothing this week/);
  });

  it('makes each news item and the dataset a result', () => {
    const item = record('Port opens a quay');
    expect(item).toMatchObject({ href: 'https://news.example/quay', context: 'News' });
    expect(item.text).toContain('The new quay takes container barges.');
    expect(item.text).toContain('Port Times');
    expect(item.text).not.toContain('2025-01-03');
    expect(record('Harbour digest').href).toBe('/news');
  });

  it('walks the columns of a layout block, anchoring items at their nearest section id', () => {
    expect(record('Mapped the queue')).toMatchObject({ href: '/work/ferries#story', context: 'Ferry booking · Action' });
    const result = record('Ferry booking');
    expect(result.title).toMatch(/^Ferry booking Ferry booking, rebuilt/);
    expect(result.text).toContain('Boarding passes were printed at a kiosk.');
    expect(result.text).toContain('Lead product manager');
    expect(record('Product lead')).toMatchObject({ href: '/work/ferries#roles', context: 'Ferry booking · Roles' });
  });

  it('lets a card that links to another page of the site join that page’s result', () => {
    expect(records.find((r) => r.label === 'Ferries case')).toBeUndefined();
    expect(record('Ferry booking').title).toContain('Ferries case');
    expect(record('Ferry booking').text).toContain('A study in gangway timing.');
  });

  it('names the page above a page, so that pages of the same name are told apart', () => {
    const work = page({ ...caseStudy, route: '/work', title: 'Work · Ada Lane' });
    const nested = searchRecords([work, caseStudy, page({ ...tools, route: '/work/a/b/tools' })], 'Ada Lane');
    expect(nested.filter((r) => r.context.startsWith('Page')).map((r) => [r.href, r.context])).toEqual([
      ['/work', 'Page'],
      ['/work/ferries', 'Page in Work'],
      ['/work/a/b/tools', 'Page in Work'],
    ]);
  });

  it('numbers records across pages, in document order', () => {
    expect(records.map((r) => r.id)).toEqual(records.map((_, i) => i));
    expect(records.map((r) => r.label)).toEqual([
      'About',
      'Lighthouse keepers',
      'Tide tables',
      'My resume',
      'Values',
      'Tools',
      'Quillpad',
      'News',
      'Harbour digest',
      'Port opens a quay',
      'Ferry booking',
      'Mapped the queue',
      'Product lead',
    ]);
    expect(pageRecords(about, 'Ada Lane').map((r) => r.label)).toContain('Ferries case');
  });

  it('drops the owner name only where it ends a title', () => {
    expect(shortTitle('Work · Ada Lane', 'Ada Lane')).toBe('Work');
    expect(shortTitle('Ada Lane Resume', 'Ada Lane')).toBe('Ada Lane Resume');
    expect(shortTitle('Ada Lane', 'Ada Lane')).toBe('Ada Lane');
  });
});

describe('searching the index', () => {
  const index = buildSearchIndex(documents, 'Ada Lane');
  const labels = (query: string) => searchSite(index, query).map((r) => r.label);

  it('finds words in text, by prefix and with a small typo', () => {
    expect(labels('sonnets')).toEqual(['Quillpad']);
    expect(labels('quil')).toEqual(['Quillpad']);
    expect(labels('quilpad')).toEqual(['Quillpad']);
    expect(labels('KIOSK')).toEqual(['Ferry booking']);
  });

  it('ranks a title match above the same word in text, even text that repeats it', () => {
    const inText = page({
      route: '/harbour',
      title: 'Harbour',
      description: 'Tide, tide and more tide: the tide sets the day.',
      sections: [{ type: 'page-header', heading: 'Harbour', body: ['The tide.'] }],
    });
    const inTitle = page({
      route: '/clock',
      title: 'Tide clock',
      description: 'A long page about a clock on the wall of the old customs house by the water.',
      sections: [{ type: 'page-header', heading: 'Clock' }],
    });
    for (const order of [
      [inText, inTitle],
      [inTitle, inText],
    ]) {
      expect(searchSite(buildSearchIndex(order), 'tide').map((r) => r.label)).toEqual(['Tide clock', 'Harbour']);
    }
  });

  it('wants every word of the query', () => {
    expect(labels('quay barges')).toEqual(['Port opens a quay']);
    expect(labels('quay sonnets')).toEqual([]);
  });

  it('returns one result per address, at most the limit', () => {
    const hrefs = searchSite(index, 'writing').map((r) => r.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const many = buildSearchIndex(
      Array.from({ length: 30 }, (_, i) => page({ ...caseStudy, route: `/work/ferries-${i}`, title: `Ferry ${i}` })),
    );
    expect(searchSite(many, 'ferry')).toHaveLength(MAX_RESULTS);
  });

  it('never throws on a strange query', () => {
    for (const query of [
      '',
      '   ',
      '(',
      '*',
      '\\',
      ')(*&^%$#@!',
      '🚢',
      '🚢 ferry',
      '[a](b)',
      'a'.repeat(500),
      'ferry '.repeat(100),
      '\u0000',
    ]) {
      expect(() => searchSite(index, query)).not.toThrow();
    }
    expect(searchSite(index, '')).toEqual([]);
    expect(searchSite(index, '(')).toEqual([]);
  });

  it('finds the same after the index has been written and read back, as in the browser', async () => {
    const loaded = await loadSearchIndex(serializeSearchIndex(documents, 'Ada Lane'));
    for (const query of ['sonnets', 'ferry', 'lighthouse', 'quay']) expect(searchSite(loaded, query)).toEqual(searchSite(index, query));
  });

  it('folds accents and ignores common words', () => {
    const cafe = page({ ...about, route: '/cafe', title: 'Café notes', sections: [{ type: 'page-header', heading: 'Café' }] });
    const withCafe = buildSearchIndex([cafe]);
    expect(searchSite(withCafe, 'cafe').map((r) => r.label)).toEqual(['Café notes']);
    expect(searchSite(withCafe, 'the')).toEqual([]);
  });
});

describe('the fixture site', () => {
  const { site, pages } = loadSite(join(import.meta.dirname, '../../../tests/fixtures/site'));
  const siteRecords = searchRecords(
    pages.map((p) => p.document),
    site?.name,
  );
  const routes = new Set(pages.map((p) => p.document.route));

  it('has a result for every page, and every result goes somewhere that exists', () => {
    for (const route of routes) expect(siteRecords.some((r) => r.href === route && r.context.startsWith('Page'))).toBe(true);
    for (const { href } of siteRecords) {
      if (opensNewTab(href) || href.startsWith('mailto:') || href.startsWith('/assets/')) continue;
      expect(routes).toContain(href.split('#')[0]);
    }
  });

  it('indexes each archive’s entries apart from the pages, and finds every entry in one or the other', async () => {
    const documents = pages.map((p) => p.document);
    const [main, ...archives] = serializeSearchIndexes(documents, site?.name);
    expect(main.path).toBe('/search-index.json');
    const news = documents.find((d) => d.sections.some((s) => s.type === 'news-archive'))!;
    const section = news.sections.find((s) => s.type === 'news-archive')!;
    if (section.type !== 'news-archive') throw new Error('unreachable');
    expect(archives.map((a) => a.path)).toContain(archiveIndexPath(news.route));
    const pagesIndex = await loadSearchIndex(main.json);
    const newsIndex = await loadSearchIndex(archives.find((a) => a.path === archiveIndexPath(news.route))!.json);
    for (const item of section.items) {
      expect(searchSite(pagesIndex, item.title).map((r) => r.href)).not.toContain(item.url);
      expect(searchSite(newsIndex, item.title).map((r) => r.href)).toContain(item.url);
    }
    // The archive's page itself is found among the pages.
    expect(searchSite(pagesIndex, section.dataset.title).map((r) => r.href)).toContain(news.route);
  });
});
