/**
 * `npm run bench -- archive [--years 10]`: the archives as an owner who keeps them up weekly for years would have
 * them. A copy of the site gets synthetic, valid entries appended (six news stories a week, one robotics week of seven
 * updates a week) going back 1, 5 and 10 years (up to --years), and for each: validate and build wall time, the
 * largest archive page as sent and how many are over the first round trip, the size of an archive's search data and of
 * the JavaScript a week's page loads, what the site search fetches before its first result, the time the whole-archive
 * search takes per keystroke, and Lighthouse mobile on the news archive's route and its oldest week's page.
 */
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../src/build/build-site';
import { FIRST_ROUND_TRIP } from '../src/build/first-round-trip';
import { builtPages, sentBytes } from '../src/build/page-weight';
import { serveSite } from '../src/build/host/serve';
import { filterItems } from '../src/behaviours/search';
import { loadSite } from '../src/content/validation/load';
import { chromiumLaunchOptions } from '../tests/browser';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const TOPICS = ['model release', 'chip deal', 'funding round', 'policy move', 'research result', 'open model', 'agent launch'];
const TAGS = ['Industry', 'Research', 'Tools', 'Startups', 'Policy'];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Appends `years` of weekly entries before each archive's first, and widens its months to hold them. */
function appendYears(site: string, years: number) {
  for (const file of readdirSync(join(site, 'pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const path = join(site, 'pages', file);
    const document = JSON.parse(readFileSync(path, 'utf8')) as Json;
    const archive = document.sections?.find((s: Json) => s.type === 'news-archive' || s.type === 'robotics-archive');
    if (!archive) continue;
    const [fromYear, fromMonth] = archive.months.from.split('-').map(Number);
    const start = new Date(Date.UTC(fromYear - years, fromMonth - 1, 1));
    const end = new Date(Date.UTC(fromYear, fromMonth - 1, 1));
    let n = 0;
    for (let day = new Date(start); day < end; day.setUTCDate(day.getUTCDate() + 7)) {
      const week = Math.min(4, Math.ceil(day.getUTCDate() / 7));
      if (archive.type === 'news-archive')
        for (let i = 0; i < 6; i++) {
          n += 1;
          const topic = TOPICS[n % TOPICS.length];
          archive.items.push({
            id: `bench-${n}`,
            title: `Synthetic ${topic} number ${n}`,
            description: `A ${topic} reported in the week of ${iso(day)}: a summary of two or three sentences, as the owner writes them, long enough to be cut at 150 characters on the card.`,
            date: iso(day),
            source: `Publisher ${n % 40}`,
            tags: [TAGS[n % TAGS.length], `Topic ${n % 30}`],
            url: `https://example.com/news/${n}`,
          });
        }
      else if (!archive.weeks.some((w: Json) => w.year === day.getUTCFullYear() && w.month === day.getUTCMonth() + 1 && w.week === week))
        archive.weeks.push({
          year: day.getUTCFullYear(),
          month: day.getUTCMonth() + 1,
          week,
          updates: Array.from({ length: 7 }, (_, i) => ({
            id: `bench-${iso(day)}-${i}`,
            title: `Synthetic robotics update ${i + 1} of ${iso(day)}`,
            summary: 'One or two sentences on what a robot maker shipped, showed or announced that week.',
            source: `Lab ${i}`,
            category: TAGS[i % TAGS.length],
            link: `https://example.com/robotics/${iso(day)}/${i}`,
            tag: `Tag ${i}`,
          })),
          spotlight: { title: 'A spotlight', desc: 'What it is.', innovation: 'What is new.' },
          impressive: { title: 'A highlight', desc: 'What happened.', impact: 'Why it matters.' },
        });
    }
    archive.months.from = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    writeFileSync(path, JSON.stringify(document, null, 2));
  }
}

/** The whole news archive searched for each of a visitor's keystrokes, in process: ms per keystroke (median). */
function searchTime(site: string): { entries: number; ms: number } {
  const { pages } = loadSite(site);
  const archive = pages.flatMap((p) => p.document.sections).find((s) => s.type === 'news-archive');
  if (archive?.type !== 'news-archive') return { entries: 0, ms: 0 };
  const times: number[] = [];
  for (const query of ['o', 'op', 'ope', 'open', 'openm', 'openmo', 'chip', 'chips', 'pol', 'policy', 'synthetic 12']) {
    const started = performance.now();
    filterItems(archive.items, { fields: ['title', 'description', 'source', 'tags'], query, chip: 'All' });
    times.push(performance.now() - started);
  }
  return { entries: archive.items.length, ms: median(times) };
}

/** Lighthouse over a served copy of the site (scripts/bench.ts runs it in a process of its own). */
type Lighthouse = (port: number, dir: string, routes: string[]) => Promise<void>;

export async function benchArchive(root: string, maxYears: number, lighthouse: Lighthouse): Promise<void> {
  console.log('\narchives kept up for years (six stories and one robotics week a week, appended to a copy of the site):');
  const header =
    'years  stories  validate   build    pages  largest page sent  over 1st trip  search data gzip  week page JS gzip  search/keystroke  site search first gzip';
  for (const years of [1, 5, 10].filter((y) => y <= maxYears)) {
    const scratch = mkdtempSync(join(tmpdir(), 'bench-archive-'));
    const site = join(scratch, 'site');
    for (const dir of ['pages', 'public']) cpSync(join(root, dir), join(site, dir), { recursive: true });
    appendYears(site, years);
    const validateMs = median([0, 1, 2].map(() => timedSync(() => loadSite(site))));
    const out = join(scratch, 'dist');
    const started = performance.now();
    await buildSite({ root, outDir: out, env: { SITE_ROOT: site }, log: () => {} });
    const buildMs = performance.now() - started;

    const server = await serveSite(out, 0);
    const { port } = server.address() as AddressInfo;
    const archivePages = builtPages(out)
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
      .filter((route) => /^\/resources\/(ai-news|robotics-weekly)/.test(route));
    const sent: number[] = [];
    for (const route of archivePages) sent.push(await sentBytes(`http://localhost:${port}${route}`));
    // The week page's JavaScript, and the search data it loads on the first keystroke.
    const browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    });
    const oldest = archivePages.filter((route) => route.startsWith('/resources/ai-news/')).sort()[0];
    await page.goto(`http://localhost:${port}${oldest}`, { waitUntil: 'networkidle' });
    const pageJs = [...scripts.values()].reduce((a, b) => a + b, 0);
    const before = new Set(scripts.keys());
    const data = page.waitForResponse((response) => response.url().endsWith('.js') && !before.has(new URL(response.url()).pathname));
    await page.getByRole('searchbox').fill('synthetic');
    const searchData = gzipSync(await (await data).body()).length;
    await browser.close();
    const search = searchTime(site);
    // The top bar's search shows its first results from the pages' index; each archive's stories are fetched beside it.
    const siteSearchFirst = gzipSync(readFileSync(join(out, 'search-index.json'))).length;
    console.log(`\n${header}`);
    console.log(
      `${String(years).padStart(5)}  ${String(search.entries).padStart(7)}  ${(validateMs / 1000).toFixed(2).padStart(6)} s  ` +
        `${(buildMs / 1000).toFixed(1).padStart(5)} s  ${String(archivePages.length).padStart(5)}  ${kB(Math.max(...sent)).padStart(17)}  ` +
        `${String(sent.filter((bytes) => bytes > FIRST_ROUND_TRIP).length).padStart(13)}  ` +
        `${kB(searchData).padStart(16)}  ${kB(pageJs).padStart(17)}  ${search.ms.toFixed(1).padStart(13)} ms  ` +
        `${kB(siteSearchFirst).padStart(22)}`,
    );
    await lighthouse(port, out, ['/resources/ai-news', oldest]);
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function timedSync(task: () => unknown): number {
  const started = performance.now();
  task();
  return performance.now() - started;
}
