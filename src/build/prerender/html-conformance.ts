/**
 * Built pages checked against the HTML standard, with html-validate under the project's rules (.htmlvalidate.mjs).
 * Browsers repair what HTML does not allow (a <div> inside a <button>, a component's prop written as an attribute)
 * without a word, so only a checker sees it; `npm test` runs this over every page of the sites it builds.
 */
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One page: its file under the site's folder, and what does not conform (empty when it all does). */
export interface PageCheck {
  file: string;
  problems: string[];
}

/** The rules, from the file html-validate's own command line reads too (found by its folder, not given here). */
const rules: ConfigData = (await import(new URL('../../../.htmlvalidate.mjs', import.meta.url).href)).default;

/** The address a page is served at: `skills/index.html` is `/skills/`. */
export const pageRoute = (file: string) => `/${file.replaceAll('\\', '/').replace(/(^|\/)index\.html$/, '$1')}`;

/** Checks every `.html` file under a site's folder, in path order. */
export async function checkPages(dir: string): Promise<PageCheck[]> {
  const validator = new HtmlValidate(new StaticConfigLoader(rules));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  const checks: PageCheck[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(join(dir, file), 'utf8'), file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(({ line, column, message, ruleId }) => `${line}:${column} ${message} [${ruleId}]`),
    );
    checks.push({ file, problems });
  }
  return checks;
}
