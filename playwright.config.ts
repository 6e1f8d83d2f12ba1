import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

// PORT_OFFSET lets two checkouts run their suites side by side.
const offset = Number(process.env.PORT_OFFSET ?? 0);
export const SITE_PORT = 4173 + offset;
export const REMOTE_SITE_PORT = 4174 + offset;
export const STORAGE_PORT = 54329 + offset;

// The end-to-end suite drives the built, prerendered site, as a visitor's browser gets it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: [
    {
      command: `npx tsx scripts/build.ts dist && npx tsx scripts/serve.ts dist ${SITE_PORT}`,
      url: `http://localhost:${SITE_PORT}/about`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx tests/support/fake-storage.ts ${STORAGE_PORT}`,
      url: `http://127.0.0.1:${STORAGE_PORT}/__requests`,
      reuseExistingServer: false,
    },
    {
      // The same site built against the fake storage server, for the resume lookup.
      command: `npx tsx scripts/build.ts dist-remote && npx tsx scripts/serve.ts dist-remote ${REMOTE_SITE_PORT}`,
      url: `http://localhost:${REMOTE_SITE_PORT}/about`,
      env: { VITE_SUPABASE_URL: `http://127.0.0.1:${STORAGE_PORT}`, VITE_SUPABASE_ANON_KEY: 'test-anon-key' },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
