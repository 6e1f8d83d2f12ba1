import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

// PORT_OFFSET lets two checkouts run their suites side by side: one checkout uses
// 4173–4177 and 54329 plus the offset (the owner-edits proof runs at offset + 5, and starts only the first).
const offset = Number(process.env.PORT_OFFSET ?? 0);
export const SITE_PORT = 4173 + offset;
export const REMOTE_SITE_PORT = 4174 + offset;
export const FIXTURE_PORT = 4175 + offset;
export const PHOTO_SITE_PORT = 4176 + offset;
export const SUB_PATH_SITE_PORT = 4177 + offset;
/** `npm run dev` on a copy of the fixture site, for the owner's editor (tests/e2e/editor/editor.spec.ts), which writes to it. */
export const EDITOR_PORT = 4178 + offset;
export const EDITOR_SITE_ROOT = '.cache/fixtures/editor-site';
export const STORAGE_PORT = 54329 + offset;
/** Where the editor's dev server notes each file Vite's /__open-in-editor asked to open (tests/support/opened-in-editor.mjs). */
export const OPENED_IN_EDITOR_LOG = `.cache/opened-in-editor-${EDITOR_PORT}.log`;
/**
 * The starter's fingerprint the editor's dev server reads while this file exists (src/editor/server/placeholders.ts):
 * tests/e2e/editor/checklist.spec.ts writes one of the fixture site there, as the fixture site is not the starter.
 */
export const EDITOR_STARTER_FINGERPRINT = `.cache/starter-fingerprint-${EDITOR_PORT}.json`;

/** The owner's site is also built and served under this folder, as GitHub Pages serves a project site; two levels, to be sure. */
export const SUB_PATH = '/preview/site/';

/** The small site of our own that the behaviour suites drive, so the owner's edits cannot change their counts. */
export const FIXTURE_SITE_ROOT = 'tests/fixtures/site';
/** That site with photos drawn at test time (tests/support/photo-site.ts); as deep as it, so its "$schema" paths hold. */
export const PHOTO_SITE_ROOT = '.cache/fixtures/photo-site';

/**
 * Each project runs the specs in a folder of its own, named after the site they drive (tests/e2e/<folder>/); the
 * modules in tests/e2e/ itself are shared. A spec runs against the site its folder names, whatever its file's name.
 */
const specsFor = (folder: string) => `tests/e2e/${folder}`;
const ownerCopy = Boolean(process.env.SITE_ROOT);

const browser = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };
const local = (port: number) => `http://localhost:${port}`;

/**
 * The sites the suites drive, each built into its own folder (so a build never replaces files another server is
 * serving) with its own env; BASE_PATH, when set, applies to both the build and the server. `npm test` builds
 * them first, as steps it times, and sets E2E_PREBUILT; otherwise each server builds its site as it starts.
 */
interface TestSite {
  name: string;
  port: number;
  env: Record<string, string>;
  /** A command that writes the site's folder before it is built. */
  prepare?: string;
  /** `npm test` checks its pages against the HTML standard (scripts/check-html.ts); the others draw the same markup. */
  checkHtml?: boolean;
}
export const testSites = (
  (ownerCopy
    ? [{ name: 'owner copy', port: SITE_PORT, env: { SITE_ROOT: process.env.SITE_ROOT! } }]
    : [
        { name: 'owner', port: SITE_PORT, env: {}, checkHtml: true },
        { name: 'fixture', port: FIXTURE_PORT, env: { SITE_ROOT: FIXTURE_SITE_ROOT }, checkHtml: true },
        { name: 'owner under a sub-path', port: SUB_PATH_SITE_PORT, env: { BASE_PATH: SUB_PATH } },
        {
          name: 'fixture with photos',
          port: PHOTO_SITE_PORT,
          env: { SITE_ROOT: PHOTO_SITE_ROOT },
          checkHtml: true,
          prepare: `npx tsx tests/support/write-photo-site.ts ${PHOTO_SITE_ROOT}`,
        },
        {
          // The fixture site built against the fake storage server, for the resume lookup.
          name: 'fixture with remote storage',
          port: REMOTE_SITE_PORT,
          env: {
            SITE_ROOT: FIXTURE_SITE_ROOT,
            VITE_SUPABASE_URL: `http://127.0.0.1:${STORAGE_PORT}`,
            VITE_SUPABASE_ANON_KEY: 'test-anon-key',
          },
        },
      ]) as TestSite[]
).map((site) => ({ ...site, dir: `.cache/e2e-${site.port}` }));

/** The commands that write, build and serve a test site; `npm test` runs all but the last as a step of its own. */
export const buildCommand = ({ prepare, dir }: TestSite & { dir: string }) =>
  [prepare, `npx tsx scripts/build.ts ${dir}`].filter(Boolean).join(' && ');

const serve = (site: (typeof testSites)[number]) => ({
  command: `${process.env.E2E_PREBUILT ? '' : `${buildCommand(site)} && `}npx tsx scripts/serve.ts ${site.dir} ${site.port}`,
  url: `${local(site.port)}${site.env.BASE_PATH ?? '/'}sitemap.xml`,
  env: site.env,
  timeout: 180_000,
  reuseExistingServer: false,
});

// The end-to-end suites drive built, prerendered sites, as a visitor's browser gets them.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails once is run again; one that passes then is named in the summary (scripts/test.mjs).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  // A trace costs every test about 15 % (a snapshot of the page at each action): it is kept for a failure's retry
  // in CI; locally, `npx playwright test --trace on` records one.
  use: { trace: 'on-first-retry', launchOptions: chromiumLaunchOptions() },
  projects: [
    // The site suites read the documents of the site they test and expect only what those say, so they hold for any
    // valid content. They run against the owner's pages/, or against the copy SITE_ROOT names; then they alone run.
    { name: 'site', testDir: specsFor('owner'), use: { ...browser, baseURL: local(SITE_PORT) } },
    ...(ownerCopy
      ? []
      : [
          // The behaviour suites drive the small fixture site, so their counts are its own.
          { name: 'behaviour', testDir: specsFor('fixture'), use: { ...browser, baseURL: local(FIXTURE_PORT) } },
          { name: 'photos', testDir: specsFor('fixture-photos'), use: { ...browser, baseURL: local(PHOTO_SITE_PORT) } },
          // The dev server, on its own copy of the fixture site. One worker: the editor's suites write to that copy,
          // so two at once undo each other. The dev server sends the editor as some 400 modules, one request each:
          // beside the other suites on two cores, a screen's first opening took 14 s, so expectations wait 15.
          {
            name: 'editor',
            testDir: specsFor('editor'),
            workers: 1,
            expect: { timeout: 15_000 },
            // Two such waits in one test: on a loaded machine the default 30 s ended tests whose every step held.
            timeout: 60_000,
            use: { ...browser, baseURL: local(EDITOR_PORT) },
          },
          {
            // The sweep's checks that an address can break, and what the sweep does not visit (sub-path.spec.ts).
            name: 'site-sub-path',
            testDir: specsFor('owner-sub-path'),
            // Ends in "/": the suites ask for "./about" (tests/e2e/support.ts, at), which resolves under it.
            use: { ...browser, baseURL: `${local(SUB_PATH_SITE_PORT)}${SUB_PATH}` },
          },
        ]),
  ],
  webServer: [
    ...testSites.map(serve),
    ...(ownerCopy
      ? []
      : [
          {
            // The editor exists in the dev server only; it writes to the copy of the fixture site it is given.
            command: `npx tsx tests/support/copy-fixture-site.ts ${EDITOR_SITE_ROOT} && npx vite --configLoader runner --port ${EDITOR_PORT} --strictPort`,
            url: `${local(EDITOR_PORT)}/_edit`,
            env: {
              SITE_ROOT: EDITOR_SITE_ROOT,
              LAUNCH_EDITOR: 'tests/support/opened-in-editor.mjs',
              OPENED_IN_EDITOR_LOG,
              STARTER_FINGERPRINT: EDITOR_STARTER_FINGERPRINT,
            },
            timeout: 60_000,
            reuseExistingServer: false,
          },
          {
            command: `npx tsx tests/support/fake-storage.ts ${STORAGE_PORT}`,
            url: `http://127.0.0.1:${STORAGE_PORT}/__requests`,
            reuseExistingServer: false,
          },
        ]),
  ],
});
