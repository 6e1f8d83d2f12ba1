/** Prints, as JSON, the sites the end-to-end suites drive (playwright.config.ts), for `npm test` to build them as steps. */
import { buildCommand, testSites } from '../../playwright.config';

console.log(JSON.stringify(testSites.map((site) => ({ ...site, command: buildCommand(site) }))));
