/**
 * npm run bench -- resume: the résumé PDF the build writes from the résumé page: its build time (the first in a
 * fresh process with no cached heading face, then the median of later builds, as a build with its cache makes it)
 * and its size. Goal: under 1 s and 150 kB with its fonts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtResumePdf } from '../src/build/assets/resume-files';
import { loadSite, siteRoot } from '../src/content/validation/load';

export async function benchResume(root: string, runs = 5) {
  const result = loadSite(siteRoot(root));
  if (!result.site) throw new Error('the site does not validate: npm run validate says why');
  const documents = result.pages.map((page) => page.document);
  const cache = mkdtempSync(join(tmpdir(), 'bench-resume-'));
  try {
    const build = async () => {
      const started = performance.now();
      const pdf = await builtResumePdf(result.site!, documents, cache);
      if (!pdf) throw new Error('the site has no résumé page (/resume)');
      return { ms: performance.now() - started, pdf };
    };
    const first = await build();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await build()).ms);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const { pdf } = first;
    console.log(
      `résumé PDF: ${Math.round(median)} ms (median of ${runs}; ${Math.round(first.ms)} ms the first, cutting the heading face), ` +
        `${(pdf.bytes.length / 1024).toFixed(1)} kB, ${pdf.pages} page${pdf.pages === 1 ? '' : 's'} at scale ${pdf.scale}`,
    );
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}
