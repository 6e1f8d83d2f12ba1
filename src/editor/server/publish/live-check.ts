/**
 * "Is it live?": asks the site's address for /build.json (written by every build, src/build/prerender/build-stamp.ts) until
 * it names the commit just pushed. A host builds after the push, so the first answers are the previous build's.
 */
import type { BuildStamp } from '../../../build/prerender/build-stamp';
import type { LiveAnswer } from '../../wire';

/** The address of the site's build.json, from siteUrl (with its sub-path, if any). */
export const buildFileUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/build.json`;

/** One look: is `commit` what the site serves? */
export async function probe(siteUrl: string, commit: string, fetcher: typeof fetch = fetch): Promise<LiveAnswer> {
  const address = `${siteUrl.replace(/\/+$/, '')}/`;
  try {
    // The query keeps a cache between here and the host (GitHub Pages keeps files ten minutes) from answering.
    const response = await fetcher(`${buildFileUrl(siteUrl)}?commit=${encodeURIComponent(commit.slice(0, 12))}&t=${Date.now()}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      return {
        live: false,
        address,
        message: `${address} answers ${response.status} for build.json: the host has not served a build of this version yet.`,
      };
    const served = (await response.json()) as BuildStamp;
    if (served.commit === commit || served.id === commit) return { live: true, address, served, message: `Live at ${address}` };
    return {
      live: false,
      address,
      served,
      message: `${address} still serves the build of ${served.builtAt}; the host is building the new one.`,
    };
  } catch (error) {
    return { live: false, address, message: `${address} did not answer (${(error as Error).message}).` };
  }
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  fetcher?: typeof fetch;
  /** Each answer that is not yet the new build. */
  onWait?: (answer: LiveAnswer) => void;
}

/** What to check when the new build has not appeared in time. */
export const NOT_LIVE_YET =
  "The site has not shown the new version yet. Check the host's build log (GitHub: the repository's Actions tab; Netlify or Cloudflare Pages: Deploys), that Pages is turned on (Settings → Pages → Source: GitHub Actions), and that siteUrl in site settings is the address the host gives.";

/** Asks until the new build is served or `timeoutMs` passes. */
export async function waitUntilLive(
  siteUrl: string,
  commit: string,
  { timeoutMs = 5 * 60_000, intervalMs = 5_000, fetcher, onWait }: WaitOptions = {},
): Promise<LiveAnswer & { seconds: number }> {
  const started = performance.now();
  for (;;) {
    const answer = await probe(siteUrl, commit, fetcher);
    const seconds = (performance.now() - started) / 1000;
    if (answer.live) return { ...answer, seconds };
    if (seconds * 1000 + intervalMs > timeoutMs) return { ...answer, live: false, message: `${answer.message} ${NOT_LIVE_YET}`, seconds };
    onWait?.(answer);
    await new Promise((wake) => setTimeout(wake, intervalMs));
  }
}
