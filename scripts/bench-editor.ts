/**
 * npm run bench -- editor: how the owner's editor feels, medians on this machine, with the dev server and the browser
 * warmed up once (the first start bundles the editor's packages, and the owner's browser keeps what it was sent; every
 * later opening, in a new tab, is what the owner lives with).
 * - open: from the address being asked for to the page list shown, and to a page's form and its preview drawn
 * - echo: from a key pressed in a field to the next frame painted with it (Event Timing; one frame is 16 ms)
 * - preview: from a key pressed to the preview drawing the new text
 * Pages: About (small) and the news archive (the largest document). Nothing is saved.
 * - large requests: the API's answer to bodies far larger than a person's edits (see benchLargeRequests)
 */
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../tests/browser';

const RUNS = 5;
const PAGES = ['/about', '/resources/ai-news'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

/**
 * In the page: each keystroke's time to the next frame painted with it, as the browser's Event Timing reports it
 * (the measure behind Interaction to Next Paint; it reports only keys over 16 ms, so a key it leaves out was painted
 * within one frame), and to the preview's h1 ending with what was typed.
 */
const MEASURE_KEYS = `(input) => {
  const keys = [];
  const slow = new Map();
  const preview = [];
  const frame = document.querySelector('iframe[title="Preview"]');
  const start = input.value.length;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown') slow.set(entry.startTime, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  window.addEventListener('keydown', (event) => {
    const pressed = event.timeStamp;
    keys.push(pressed);
    // What was typed so far: the heading itself may hold a token the preview draws expanded.
    const typed = () => input.value.slice(start);
    const check = () => {
      const h1 = frame.contentDocument && frame.contentDocument.querySelector('h1');
      if (h1 && h1.textContent.endsWith(typed())) preview.push(performance.now() - pressed);
      else if (performance.now() - pressed < 5000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);
  window.__keys = () => ({ echo: keys.map((at) => slow.get(at) ?? 16), preview });
}`;

/**
 * In every frame of the editor, from its start: when the first element matching `selector` was drawn, on the clock
 * of the whole machine (a frame's own starts later). The browser's time, not the test driver's, which notices an
 * element up to a few hundred milliseconds after it appears.
 */
const NOTE_DRAWN = `(selector) => {
  const seen = () => document.querySelector(selector);
  const note = () => {
    if (window.__drawn || !seen()) return;
    window.__drawn = performance.timeOrigin + performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(note);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}`;

/** From the address being asked for to the page list shown, or to a page's form and its preview drawn. */
async function openPage(page: Page, path: string): Promise<number> {
  // The list: its link to About; a page: the form's heading, and the page's own in the preview (any h1 there).
  await page.addInitScript(
    `(${NOTE_DRAWN})(window === top ? ${JSON.stringify(path === '/_edit' ? 'a[href="/_edit/about"]' : 'main h1')} : 'h1')`,
  );
  await page.goto(path, { waitUntil: 'commit' });
  if (path === '/_edit') {
    await page.getByRole('link', { name: '/about', exact: true }).waitFor();
  } else {
    await page.getByRole('heading', { name: new RegExp(`^Editing ${path.slice('/_edit'.length)}$`) }).waitFor();
    await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  }
  const started = (await page.evaluate('performance.timeOrigin')) as number;
  const drawn = await Promise.all(page.frames().map((frame) => frame.evaluate('window.__drawn ?? 0') as Promise<number>));
  return Math.max(...drawn) - started;
}

/** Types into the page header's heading (drawn as the preview's h1), a key every 300 ms, as a person might. */
async function typeInHeading(page: Page): Promise<{ echo: number[]; preview: number[] }> {
  await page
    .getByRole('button', { name: /page.header/i })
    .first()
    .click();
  const input = page.locator('#root_sections_0_heading');
  await input.click();
  await page.keyboard.press('End');
  await input.evaluate(`(${MEASURE_KEYS})(document.querySelector('#root_sections_0_heading'))`);
  for (const key of ' typed here') {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1500);
  return page.evaluate('window.__keys()') as Promise<{ echo: number[]; preview: number[] }>;
}

/**
 * The largest requests the editor's API takes: About with thousands of keys or sections added (each a change the text
 * edit would make one by one), and a 5 MB body of 200,000 keys, which it refuses. From the request sent to the
 * answer read, with the status, median of three each.
 */
async function benchLargeRequests(origin: string) {
  const about = (await (await fetch(`${origin}/_edit/api/document?file=pages/about.json`)).json()) as { value: Record<string, unknown> };
  const withKeys = (count: number) => ({ ...about.value, ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])) });
  const withSections = (count: number) => ({
    ...about.value,
    sections: [...(about.value.sections as unknown[]), ...Array.from({ length: count }, (_, i) => ({ type: 'prose', body: `p${i}` }))],
  });
  const cases: [string, unknown][] = [
    ['8,000 keys added', withKeys(8000)],
    ['8,000 sections added', withSections(8000)],
    ['200,000 keys (5 MB)', withKeys(200_000)],
  ];
  console.log('\neditor API, large requests (POST validate on About, medians of 3)');
  for (const [name, value] of cases) {
    const body = JSON.stringify({ file: 'pages/about.json', value });
    const times: number[] = [];
    let status = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const response = await fetch(`${origin}/_edit/api/validate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      status = response.status;
    }
    console.log(`${name.padEnd(26)}${ms(median(times))}  ${status}  ${(body.length / 1e6).toFixed(1)} MB`);
  }
}

export async function benchEditor(root: string) {
  const server = await createServer({ root, configLoader: 'runner', logLevel: 'warn', server: { port: 5290, open: false } });
  await server.listen();
  const origin = server.resolvedUrls!.local[0].replace(/\/$/, '');
  const browser = await chromium.launch(chromiumLaunchOptions());
  // One profile for every run, as the owner has one browser: what it was sent once, it asks about again (the dev
  // server answers "not modified") or, for the bundled packages, keeps.
  const profile = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
  try {
    // The first start: the dev server bundles the editor's packages and compiles the site's blocks.
    for (const path of ['/_edit', ...PAGES.map((p) => `/_edit${p}`)]) {
      const page = await profile.newPage();
      await openPage(page, path).catch(() => openPage(page, path));
      await page.close();
    }
    console.log(`\neditor (dev server ${origin}, medians of ${RUNS})`);
    console.log('page                          open      echo   preview');
    for (const path of ['/_edit', ...PAGES.map((p) => `/_edit${p}`)]) {
      const opened: number[] = [];
      const echo: number[] = [];
      const preview: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await profile.newPage();
        opened.push(await openPage(page, path));
        if (path !== '/_edit' && run < 2) {
          const keys = await typeInHeading(page);
          echo.push(...keys.echo);
          preview.push(...keys.preview);
          // What was typed is kept as an unsaved draft, which the next run would open: every run opens the file.
          await page.evaluate(() => localStorage.clear());
        }
        await page.close();
      }
      const cell = (values: number[]) => (values.length ? ms(median(values)) : '       -');
      console.log(`${path.padEnd(26)}${ms(median(opened))}  ${cell(echo)}  ${cell(preview)}`);
    }
    await benchLargeRequests(origin);
  } finally {
    await browser.close();
    await server.close();
  }
}
