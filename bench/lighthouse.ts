/**
 * Lighthouse over a built site that is being served, beside a static reference page written into
 * the same folder and served by the same server, measured in the same run with the same settings:
 * on a busy machine the raw figures drift, their ratio to the reference much less.
 *
 *   tsx bench/lighthouse.ts --site DIR --url URL [--preset mobile|desktop] [--runs 3] [--out DIR] ROUTE...
 *
 * Prints one table per preset and writes every run's report as JSON. It fails nothing.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_ROUND_TRIP } from '../src/build/first-round-trip';
import { builtPages } from '../src/build/page-weight';
import { SYSTEM_CHROMIUM } from '../tests/browser';

const PRESETS = { mobile: undefined, desktop: desktopConfig } satisfies Record<string, Config | undefined>;
type Preset = keyof typeof PRESETS;

export const REFERENCE_ROUTE = '/__reference/';

/** The product's goal for every route; a figure that misses it is named in the last column. */
const GOALS = { perf: 99, a11y: 100, bp: 100, seo: 100, fcpRatio: 1.2, lcpRatio: 1.2, tbtMs: 50, cls: 0.01 };

const { values, positionals: routes } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    url: { type: 'string' },
    preset: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: '.cache/lighthouse' },
  },
});
if (!values.site || !values.url || routes.length === 0) {
  console.error('usage: tsx bench/lighthouse.ts --site DIR --url URL [--preset mobile|desktop] [--runs 3] [--out DIR] ROUTE...');
  process.exit(2);
}
const presets = (values.preset ?? ['mobile', 'desktop']) as Preset[];
for (const preset of presets) if (!(preset in PRESETS)) throw new Error(`unknown preset "${preset}": mobile or desktop`);
const runs = Number(values.runs);

/** The visible text of a prerendered page's <main>, as a rough count of what a visitor reads. */
function mainTextLength(html: string): number {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/**
 * The reference: plain HTML with about as much text as the site's median page, one picture with
 * its size given, no stylesheet and no script. What a page could cost at best on this machine.
 * It names the site's icon as the site's pages do: a file of it, asked for during the first paint,
 * entered the reference's largest paint in some runs and not others (0.76 or 0.91 s), so every
 * ratio moved by a fifth with it.
 */
function writeReference(site: string) {
  const pages = builtPages(site);
  const iconLink = /<link rel="icon"[^>]*>/.exec(readFileSync(join(site, pages[0]), 'utf8'))?.[0] ?? '';
  const lengths = pages.map((file) => mainTextLength(readFileSync(join(site, file), 'utf8'))).sort((a, b) => a - b);
  const target = lengths[Math.floor(lengths.length / 2)] ?? 1500;
  const sentence = 'A plain paragraph of text stands in for the words a visitor reads on a page of the site. ';
  const paragraphs: string[] = [];
  for (let written = 0; written < target; written += sentence.length * 4) paragraphs.push(`<p>${sentence.repeat(4).trim()}</p>`);
  const dir = join(site, REFERENCE_ROUTE);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'picture.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" fill="#dfe5fb"/><circle cx="240" cy="150" r="80" fill="#4563c4"/><rect x="120" y="250" width="240" height="60" rx="30" fill="#96a9ea"/>
</svg>
`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${iconLink}
<title>Reference page</title>
<meta name="description" content="A static page with text and one picture, no stylesheet and no script: the bench's yardstick.">
</head>
<body>
<main>
<h1>Reference page</h1>
<img src="picture.svg" alt="Blue shapes on a pale blue ground" width="480" height="360" style="max-width: 100%; height: auto">
${paragraphs.join('\n')}
</main>
</body>
</html>
`,
  );
}

interface Figures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
}

interface Request {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/** The requests of a run, as its network-requests audit lists them: the page first. */
const requestsOf = (lhr: Result): Request[] => (lhr.audits['network-requests']?.details as { items?: Request[] })?.items ?? [];

/** Figures of one report; HTML, JS and CSS are the bytes sent over the wire (compressed, headers included) for the page, its scripts and stylesheets. */
function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = requestsOf(lhr);
  const sent = (type: string) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    htmlBytes: sent('Document'),
    jsBytes: sent('Script'),
    cssBytes: sent('Stylesheet'),
  };
}

/**
 * What the page fetched before its largest paint, as the run saw it unthrottled: Lighthouse's simulated LCP waits for
 * each of these on its slow phone network (low-priority images aside), so each is a place to look when LCP/ref is high.
 */
function fetchedBeforeLcp(lhr: Result): string {
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })?.items?.[0]
    ?.observedLargestContentfulPaint;
  const requests = requestsOf(lhr);
  if (observed === undefined) return 'no largest paint';
  return (
    requests
      .slice(1) // the page itself
      .filter((r) => (r.networkEndTime ?? Infinity) <= observed)
      .map((r) => `${new URL(r.url).pathname.split('/').pop()} ${((r.transferSize ?? 0) / 1024).toFixed(1)} kB`)
      .join(', ') || 'nothing'
  );
}

const slug = (route: string) => (route === '/' ? 'root' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_'));

const COLUMNS = [
  'route',
  'perf',
  'a11y',
  'BP',
  'SEO',
  'FCP',
  'FCP/ref',
  'FCP/ref range',
  'LCP',
  'LCP/ref',
  'TBT',
  'CLS',
  'HTML kB',
  'JS kB',
  'CSS kB',
  'misses',
];

/**
 * The lowest and highest FCP/ref of a route's runs: the median alone reads 1.22 against a goal of 1.2 as a miss,
 * where the medians of identical copies of one page, in one run, spread by 0.06. The reference's FCP hardly moves
 * from run to run (0.63 to 0.67 s), so its median divides.
 */
function fcpRange(runs: Result[], reference: Figures | undefined): string {
  const ratios = runs.map((lhr) => figuresOf(lhr).fcp / (reference?.fcp ?? NaN)).filter(Number.isFinite);
  return ratios.length ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` : '-';
}

function row(route: string, f: Figures | undefined, reference: Figures | undefined, runs: Result[]): string[] {
  if (!f) return [route, ...COLUMNS.slice(1, -1).map(() => '-'), 'no valid run'];
  const fcpRatio = f.fcp / (reference?.fcp ?? NaN);
  const lcpRatio = f.lcp / (reference?.lcp ?? NaN);
  const misses = [
    f.perf < GOALS.perf && 'perf',
    f.a11y < GOALS.a11y && 'a11y',
    f.bp < GOALS.bp && 'BP',
    f.seo < GOALS.seo && 'SEO',
    fcpRatio > GOALS.fcpRatio && 'FCP/ref',
    lcpRatio > GOALS.lcpRatio && 'LCP/ref',
    f.tbt > GOALS.tbtMs && 'TBT',
    f.cls > GOALS.cls && 'CLS',
  ].filter(Boolean);
  return [
    route,
    String(f.perf),
    String(f.a11y),
    String(f.bp),
    String(f.seo),
    `${(f.fcp / 1000).toFixed(2)} s`,
    fcpRatio.toFixed(2),
    fcpRange(runs, reference),
    `${(f.lcp / 1000).toFixed(2)} s`,
    lcpRatio.toFixed(2),
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    (f.htmlBytes / 1024).toFixed(1),
    (f.jsBytes / 1024).toFixed(1),
    (f.cssBytes / 1024).toFixed(1),
    route === REFERENCE_ROUTE ? '' : misses.join(', ') || '-',
  ];
}

function printTable(rows: string[][]) {
  const widths = COLUMNS.map((_, i) => Math.max(...[COLUMNS, ...rows].map((r) => r[i].length)));
  // The route and the list of misses read left to right; figures line up on the right.
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(COLUMNS));
  for (const r of rows) console.log(line(r));
}

/** One line that rewrites itself on a terminal; nothing in a log. */
function progress(text: string) {
  if (process.stderr.isTTY) process.stderr.write(`\r${text.slice(0, process.stderr.columns - 1).padEnd(process.stderr.columns - 1)}\r`);
}

const out = values.out;
rmSync(out, { recursive: true, force: true });
writeReference(values.site);
const chrome = await launch({
  chromePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};
const warnings = new Set<string>();
try {
  for (const preset of presets) {
    const targets = [REFERENCE_ROUTE, ...routes];
    const reports = new Map<string, Result[]>(targets.map((route) => [route, []]));
    mkdirSync(join(out, preset), { recursive: true });
    // Round by round, the reference in every round: a machine that slows down mid-run slows both alike.
    for (let round = 1; round <= runs; round++) {
      for (const route of targets) {
        progress(`lighthouse ${preset}: run ${round}/${runs} ${route}`);
        const result = await lighthouse(new URL(route, values.url).href, flags, PRESETS[preset]).catch((error: Error) => {
          warnings.add(`${preset} ${route}, run ${round}: ${error.message}`);
        });
        if (!result) continue;
        writeFileSync(join(out, preset, `${slug(route)}.${round}.json`), result.report as string);
        if (result.lhr.runtimeError) warnings.add(`${preset} ${route}, run ${round}: ${result.lhr.runtimeError.message}`);
        for (const warning of result.lhr.runWarnings) warnings.add(`${preset} ${route}: ${warning}`);
        reports.get(route)!.push(result.lhr);
      }
    }
    progress('');
    // Lighthouse's own choice of the median run: the one nearest the median FCP and TTI, so a row's figures come from one load.
    // A run that failed (no FCP, say) is left out, and said among the warnings.
    const medianRuns = new Map(
      [...reports].map(([route, lhrs]) => {
        const valid = filterToValidRuns(lhrs);
        return [route, valid.length ? computeMedianRun(valid) : undefined];
      }),
    );
    const medians = new Map([...medianRuns].map(([route, lhr]) => [route, lhr && figuresOf(lhr)]));
    const reference = medians.get(REFERENCE_ROUTE);
    const first = [...reports.values()].flat()[0];
    console.log(
      `\nLighthouse ${first?.lighthouseVersion ?? '(no run)'}, ${preset} preset, simulated throttling, median of ${runs} runs` +
        ` (this machine's benchmark index: ${Math.round(first?.environment.benchmarkIndex ?? NaN)}):`,
    );
    printTable(targets.map((route) => row(route, medians.get(route), reference, filterToValidRuns(reports.get(route)!))));
    console.log('\nfetched before the largest paint (each one delays the simulated LCP):');
    for (const [route, lhr] of medianRuns) if (lhr) console.log(`  ${route}: ${fetchedBeforeLcp(lhr)}`);
  }
} finally {
  await chrome.kill();
}
console.log(
  `\ngoals: perf >= ${GOALS.perf}; a11y, BP, SEO = 100; FCP and LCP <= ${GOALS.lcpRatio} x the reference's; TBT <= ${GOALS.tbtMs} ms; CLS <= ${GOALS.cls}`,
);
console.log(`HTML over ${(FIRST_ROUND_TRIP / 1024).toFixed(1)} kB as sent takes a second round trip before the first paint`);
console.log(`reports (every run, JSON): ${relative(process.cwd(), out) || '.'}/`);
for (const warning of warnings) console.log(`warning: ${warning}`);
