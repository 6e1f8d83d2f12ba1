/**
 * What a publish runs before it commits: the validator, then the build, so that nothing broken ships. The build
 * runs as `npm run build` would, in a process of its own (the dev server's process holds React's development build,
 * and a build needs the production one), and its own message is what the owner reads when it fails.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { loadSite } from '../../../content/validation/load';
import { describeErrors } from '../../../content/validation/report-formats';

export type CheckResult = { ok: true; seconds: number } | { ok: false; step: 'validate' | 'build'; message: string };

export type SiteCheck = (siteRoot: string) => Promise<CheckResult>;

/** The site's documents, validated as `npm run validate` does. */
export function validateSite(siteRoot: string): CheckResult {
  const result = loadSite(siteRoot);
  return result.errors.length ? { ok: false, step: 'validate', message: describeErrors(result) } : { ok: true, seconds: 0 };
}

/** Validates, then builds the site (from the project at `projectRoot`) into `outDir`. */
export function validateAndBuild(projectRoot: string, outDir = 'dist'): SiteCheck {
  return async (siteRoot) => {
    const validated = validateSite(siteRoot);
    if (!validated.ok) return validated;
    const started = performance.now();
    // Without the dev server's NODE_ENV=development, which would make Vite build the development bundle.
    const { NODE_ENV: _devMode, ...inherited } = process.env;
    const env = { ...inherited, SITE_ROOT: resolve(siteRoot) };
    return new Promise((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/build.ts', outDir],
        { cwd: projectRoot, env, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error) done({ ok: false, step: 'build', message: (stderr || stdout || error.message).trim() });
          else done({ ok: true, seconds: (performance.now() - started) / 1000 });
        },
      );
    });
  };
}
