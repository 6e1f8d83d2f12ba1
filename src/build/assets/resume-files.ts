/**
 * The résumé's two files, written from the résumé page's document: the PDF under /assets/resume/ (the local file of
 * the résumé lookup, src/behaviours/resume-url.ts), unless the owner uploaded their own there, and /resume.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageDocument } from '../../blocks/page';
import { toJsonResume } from '../../content/editing/json-resume';
import { findResumePage, resumeOf } from '../../content/derivation/resume';
import { JSON_RESUME_PATH } from '../../schema/links';
import { resumeFileName } from '../../schema/resume-names';
import type { Site } from '../../schema/site';
import { resumePdf, type ResumePdf } from './resume-pdf';

export const resumePdfPath = (site: Site) => `/assets/resume/${resumeFileName(site)}`;

interface ResumeFile {
  path: string;
  bytes: Uint8Array;
}

/** The résumé as JSON Resume, or undefined when the site has no résumé page. */
export function jsonResumeFile(site: Site, documents: readonly PageDocument[]): ResumeFile | undefined {
  const page = findResumePage(documents);
  if (!page) return undefined;
  return { path: JSON_RESUME_PATH, bytes: new TextEncoder().encode(`${JSON.stringify(toJsonResume(resumeOf(site, page)), null, 2)}\n`) };
}

/**
 * The résumé PDF made from the documents, or undefined when the site has no résumé page. `lastModified` (dates by
 * route) dates the file by its page's last change.
 */
export async function builtResumePdf(
  site: Site,
  documents: readonly PageDocument[],
  cacheDir?: string,
  lastModified?: ReadonlyMap<string, string>,
): Promise<(ResumePdf & { path: string }) | undefined> {
  const page = findResumePage(documents);
  if (!page) return undefined;
  const changed = lastModified?.get(page.route);
  const pdf = await resumePdf(resumeOf(site, page), {
    paper: site.resume.paper ?? 'A4',
    lang: page.lang ?? site.lang,
    cacheDir,
    date: changed ? new Date(changed) : undefined,
  });
  return { ...pdf, path: resumePdfPath(site) };
}

/**
 * Writes /resume.json and, when public/ holds no PDF of the owner's at the résumé's address, the built PDF.
 * Returns the files written and a line for the build's report.
 */
export async function writeResumeFiles(
  site: Site,
  documents: readonly PageDocument[],
  outDir: string,
  {
    uploaded,
    cacheDir,
    lastModified,
  }: { uploaded: (path: string) => boolean; cacheDir?: string; lastModified?: ReadonlyMap<string, string> },
): Promise<{ written: string[]; summary?: string }> {
  const files: ResumeFile[] = [];
  const json = jsonResumeFile(site, documents);
  if (json) files.push(json);
  let summary: string | undefined;
  if (!uploaded(resumePdfPath(site))) {
    const pdf = await builtResumePdf(site, documents, cacheDir, lastModified);
    if (pdf) {
      files.push(pdf);
      summary = `résumé PDF: built from the résumé page, ${pdf.pages} page${pdf.pages === 1 ? '' : 's'}, ${Math.ceil(pdf.bytes.length / 1024)} kB`;
      if (pdf.pages > 2) summary += ': longer than two pages even set tight; shorten the résumé page';
    }
  }
  return {
    written: files.map(({ path, bytes }) => {
      const file = join(outDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      return file;
    }),
    summary,
  };
}
