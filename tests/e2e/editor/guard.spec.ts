// The dev server (npm run dev, as the editor suites run it) seen from another site's page in the owner's browser: it
// may neither read the owner's documents and sources nor make the server start a program through /__open-in-editor.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPENED_IN_EDITOR_LOG } from '../../../playwright.config';

let other: Server;
let otherOrigin = '';
test.beforeAll(async () => {
  // Another site on this machine: a page at another port, as any local tool or a page the owner visits could serve.
  other = createServer((_req, res) => res.setHeader('Content-Type', 'text/html').end('<!doctype html><title>Another site</title>'));
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => other.close(() => done())));

const opened = () => (existsSync(OPENED_IN_EDITOR_LOG) ? readFileSync(OPENED_IN_EDITOR_LOG, 'utf8') : '');

test("another site's page cannot read the owner's documents, drafts or sources", async ({ page, baseURL }) => {
  await page.goto(otherOrigin);
  for (const path of ['/pages/site.json', '/pages/about.json', '/src/schema/site.ts', '/_edit/api/pages']) {
    const read = await page.evaluate(
      (url) =>
        fetch(url).then(
          (response) => response.text().then((text) => `read ${text.length} characters`),
          () => 'refused',
        ),
      `${baseURL}${path}`,
    );
    expect(read, path).toBe('refused');
  }
  // The owner's own page still reads them.
  await page.goto('/_edit');
  expect(await page.evaluate(() => fetch('/pages/site.json').then((response) => response.status))).toBe(200);
});

test("another site's page cannot make the dev server open a file in a text editor", async ({ page, baseURL }) => {
  rmSync(OPENED_IN_EDITOR_LOG, { force: true });
  await page.goto(otherOrigin);
  const asked = `${baseURL}/__open-in-editor?file=package.json`;
  // A picture, a fetch that does not read the answer, and a link followed: each reaches the server.
  await page.evaluate(async (url) => {
    await new Promise((done) => Object.assign(new Image(), { onload: done, onerror: done, src: url }));
    await fetch(url, { mode: 'no-cors' }).catch(() => undefined);
  }, asked);
  // Wait for the followed link's answer, or the next navigation would interrupt it.
  await Promise.all([
    page.waitForURL(asked),
    page.evaluate((url) => {
      window.location.href = url;
    }, asked),
  ]);
  // From the dev server's own page (Vite's error overlay links to the file), the file still opens: once, for this
  // request alone. (The program starts after the answer; any started by the requests above would have noted theirs first.)
  await page.goto('/_edit');
  expect(await page.evaluate(() => fetch('/__open-in-editor?file=package.json').then((response) => response.status))).toBe(200);
  await expect.poll(opened).toContain('package.json');
  await page.waitForTimeout(500);
  expect(opened().trim().split('\n')).toHaveLength(1);
});
