import { existsSync } from 'node:fs';

/** Debian's Chromium where it is installed, else Playwright's own browser. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumLaunchOptions() {
  const system = existsSync(SYSTEM_CHROMIUM);
  return {
    ...(system ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
