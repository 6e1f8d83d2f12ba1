/** npx tsx tests/support/copy-fixture-site.ts <dir>: a fresh copy of the fixture site, for a suite that writes to it. */
import { cpSync, rmSync } from 'node:fs';
import { FIXTURE_SITE_ROOT } from '../../playwright.config';

const dir = process.argv[2];
rmSync(dir, { recursive: true, force: true });
for (const folder of ['pages', 'public']) cpSync(`${FIXTURE_SITE_ROOT}/${folder}`, `${dir}/${folder}`, { recursive: true });
