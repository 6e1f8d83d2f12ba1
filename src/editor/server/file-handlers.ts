/**
 * The editor's requests about the two files an owner replaces that are not pictures in a page: the résumé PDF and
 * the site's icon (and where the owner's portrait is, which its page's editor replaces). Each is checked by its bytes (a PNG renamed ".pdf" is still a PNG) and written where the site
 * already serves it, so nothing in a document changes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ICON_ADDRESS } from '../../build/prerender/inline-icon';
import { ImportError, importJsonResume } from '../../content/editing/import-resume';
import { SITE_FILE } from '../../content/validation/load';
import { RESUME_ROUTE } from '../../schema/links';
import { isJsonObject } from '../../schema/json';
import { pageHeadingBlock } from '../../blocks/traits';
import { resumeFileName } from '../../schema/resume-names';
import { documentFiles } from './page-list';
import { checkPicture, sniff } from '../../content/validation/pictures';
import { writeAtomically } from '../../content/editing/atomic-write';
import { HttpError, JSON_BODY_LIMIT, PICTURE_BODY_LIMIT, readBody, type Handler } from './http';
import { pictureTarget } from './safe-paths';
import { editText } from '../../content/editing/edit-text';
import type { SiteFiles } from '../wire';

/** The most a résumé may weigh: a two-page PDF is well under 1 MB; past 5 MB a phone waits for it (docs/owner/editor.md). */
export const RESUME_LIMIT = 5 * 1024 * 1024;
/** The folder the built site serves the résumé from, as `{resume}` links to it (src/behaviours/resume-url.ts). */
const RESUME_FOLDER = '/assets/resume';

/** site.json's `resume` settings, read leniently: the validator says what is wrong with them. */
function resumeSettings(root: string): { fileName?: string; bucket?: string } {
  try {
    const site = JSON.parse(readFileSync(join(root, SITE_FILE), 'utf8').replace(/^\uFEFF/, '')) as {
      name?: unknown;
      resume?: Record<string, unknown>;
    };
    const { fileName, bucket } = site.resume ?? {};
    const named =
      typeof fileName === 'string' ? fileName : typeof site.name === 'string' ? resumeFileName({ name: site.name, resume: {} }) : undefined;
    return { fileName: named, bucket: typeof bucket === 'string' ? bucket : undefined };
  } catch {
    return {};
  }
}

/** The résumé's address in the site, from site.json's resume.fileName or the owner's name; refused while neither gives a PDF's name. */
function resumeAddress(root: string): { address: string; bucket?: string } {
  const { fileName, bucket } = resumeSettings(root);
  if (!fileName || !/^[\w.-]+\.pdf$/.test(fileName)) {
    throw new HttpError(
      409,
      'site.json names no résumé file: write your name in Site settings, or give "resume.fileName" a name like "jordan-vega-resume.pdf", first',
    );
  }
  return { address: `${RESUME_FOLDER}/${fileName}`, bucket };
}

/** What the file is, in words, when it is not what was asked for. */
const described = (bytes: Uint8Array) => {
  const format = sniff(bytes);
  return format ? `it is ${format === 'svg' ? 'an SVG drawing' : `a ${format.toUpperCase()} file`}` : 'its bytes are not a PDF’s';
};

/** The résumé page's document, "pages/resume.json" as a rule: the one whose route is the résumé's. */
function resumeDocument(root: string): string | undefined {
  return documentFiles(root).find((file) => {
    try {
      return (JSON.parse(readFileSync(join(root, file), 'utf8').replace(/^\uFEFF/, '')) as { route?: unknown }).route === RESUME_ROUTE;
    } catch {
      return false;
    }
  });
}

/**
 * Which résumé PDF the site serves: the owner's upload in public/, which wins, or the one the build writes from the
 * résumé page; an upload last changed before the résumé page is stale (it misses what the page says since).
 */
function resumeServed(root: string, fileName: string | undefined): { resumeSource: 'uploaded' | 'built'; resumeStale: boolean } {
  const upload = fileName ? join(root, 'public', RESUME_FOLDER, fileName) : undefined;
  if (!upload || !existsSync(upload)) return { resumeSource: 'built', resumeStale: false };
  const document = resumeDocument(root);
  const stale = document !== undefined && statSync(upload).mtimeMs < statSync(join(root, document)).mtimeMs;
  return { resumeSource: 'uploaded', resumeStale: stale };
}

/** A document's value, read leniently: one that is not JSON is none (the validator says why). */
function readDocument(root: string, file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(join(root, file), 'utf8').replace(/^\uFEFF/, ''));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The owner's portrait: the picture in the header of the page about them ("aboutOwner"), as link previews and search
 * show it (src/app/share.ts). Replaced in that page's editor, where its size and description change with it.
 */
function portraitOf(root: string): SiteFiles['portrait'] {
  for (const file of documentFiles(root)) {
    const page = readDocument(root, file);
    if (page?.aboutOwner !== true || typeof page.route !== 'string' || !Array.isArray(page.sections)) continue;
    const index = page.sections.findIndex((section) => isJsonObject(section) && section.type === pageHeadingBlock);
    const image = index < 0 ? undefined : (page.sections[index] as { image?: unknown }).image;
    if (!isJsonObject(image) || typeof image.src !== 'string') continue;
    return {
      src: image.src,
      alt: typeof image.alt === 'string' ? image.alt : '',
      route: page.route,
      jsonPath: ['sections', index, 'image', 'src'],
    };
  }
  return undefined;
}

/** GET files: where the résumé, the icon and the portrait are, and which résumé is served, for the editor to name them. */
export const listFiles: Handler = async ({ root }) => {
  const { fileName, bucket } = resumeSettings(root);
  return {
    status: 200,
    body: {
      resume: fileName ? `${RESUME_FOLDER}/${fileName}` : undefined,
      ...resumeServed(root, fileName),
      bucket,
      icon: ICON_ADDRESS,
      portrait: portraitOf(root),
      resumeLimit: RESUME_LIMIT,
    } satisfies SiteFiles,
  };
};

/** A name the owner's file can be served under: "Jordan Végà CV.pdf" is "Jordan-Vega-CV.pdf". */
function resumeName(name: string | null): string | undefined {
  const cleaned = name
    ?.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w.-]/g, '');
  return cleaned && /^[\w.-]+\.pdf$/i.test(cleaned) ? cleaned.replace(/\.pdf$/i, '.pdf') : undefined;
}

/** Gives site.json's resume.fileName `name`, as a one-line edit of the file. */
async function renameResume(root: string, name: string) {
  const path = join(root, SITE_FILE);
  const text = readFileSync(path, 'utf8');
  const site = JSON.parse(text.replace(/^\uFEFF/, '')) as { resume?: Record<string, unknown> };
  writeAtomically(path, Buffer.from(await editText(text, { ...site, resume: { ...site.resume, fileName: name } }, { filepath: path })));
}

/**
 * PUT resume[?name=<file's name>]: the body is the new résumé. Written under its own name (site.json's
 * resume.fileName follows) or, without one, over public/assets/resume/<resume.fileName>; either way it is served in
 * place of the PDF the build writes from the résumé page.
 */
export const uploadResume: Handler = async ({ root, req, url }) => {
  const current = resumeSettings(root).fileName;
  const named = resumeName(url.searchParams.get('name'));
  const { address, bucket } = named ? { address: `${RESUME_FOLDER}/${named}`, bucket: resumeSettings(root).bucket } : resumeAddress(root);
  const bytes = await readBody(req, RESUME_LIMIT);
  if (!bytes.length) throw new HttpError(400, 'the file is empty; choose the résumé PDF');
  if (String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-') {
    throw new HttpError(
      422,
      `this is not a PDF: ${described(bytes)}, whatever its name says. Export or print the résumé as a PDF and upload that.`,
    );
  }
  const target = pictureTarget(root, address.slice(1).split('/'));
  writeAtomically(target.path, bytes);
  if (named && named !== current) await renameResume(root, named);
  const renamed = named && named !== current ? ` Site settings name it as the résumé file now, in place of "${current ?? 'none'}".` : '';
  const storage = bucket
    ? ` A site built with Supabase storage links to a newer copy in the "${bucket}" bucket when it holds one: upload it there too.`
    : '';
  return {
    status: 200,
    body: {
      path: address,
      message: `Saved as public${address} (${Math.ceil(bytes.length / 1024)} kB), the file {resume} links to; the next build publishes it.${renamed}${storage}`,
    },
  };
};

/**
 * PUT resume/import: the body is a JSON Resume, read into the résumé page and site.json's identity by the same
 * function as `npm run import -- resume` (src/content/editing/import-resume.ts). A file that is not one answers 422 with
 * the schema's messages, each with its path, as `problems`, and nothing is written.
 */
export const importResume: Handler = async ({ root, req }) => {
  const bytes = await readBody(req, JSON_BODY_LIMIT);
  if (!bytes.length) throw new HttpError(400, 'the file is empty; choose a JSON Resume file (resume.json)');
  try {
    const { changed, summary } = await importJsonResume(root, bytes.toString('utf8'));
    const files = changed.map((path) => relative(root, path).split('\\').join('/'));
    const message = files.length
      ? `${summary} Written to ${files.join(' and ')}.`
      : 'The résumé already says what the file says: nothing changed.';
    return { status: 200, body: { changed: files, message } };
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    const [sentence, ...rest] = error.message.split('\n');
    // The schema's messages, or else the validator's on the résumé the file would make.
    const problems = error.problems.length ? error.problems : rest.map((line) => line.trim()).filter(Boolean);
    return { status: 422, body: { error: sentence, problems } };
  }
};

/** A PNG as an SVG that draws it: pages name one icon, an SVG (index.html), which every current browser shows. */
function pngAsSvg(bytes: Uint8Array, width: number, height: number): string {
  const data = Buffer.from(bytes).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${data}"/></svg>\n`;
}

/** PUT icon: the body is an SVG or a PNG, written as the site's icon. */
export const uploadIcon: Handler = async ({ root, req }) => {
  const bytes = await readBody(req, PICTURE_BODY_LIMIT);
  if (!bytes.length) throw new HttpError(400, 'the file is empty; choose the icon, an SVG or a PNG');
  const format = sniff(bytes);
  if (format !== 'svg' && format !== 'png') {
    throw new HttpError(422, `the site's icon must be an SVG or a PNG: ${format ? described(bytes) : 'this file is neither'}`);
  }
  const check = checkPicture(format === 'svg' ? ICON_ADDRESS : '/assets/favicon.png', bytes);
  if ('problem' in check) throw new HttpError(422, check.problem.text);
  if (format === 'png' && (check.width ?? 0) < 32)
    throw new HttpError(422, 'the icon is smaller than 32 × 32 pixels; a tab shows it blurred');
  const svg = format === 'svg' ? bytes : pngAsSvg(bytes, check.width!, check.height!);
  writeAtomically(pictureTarget(root, ICON_ADDRESS.slice(1).split('/')).path, svg);
  return { status: 200, body: { path: ICON_ADDRESS, message: `Saved as public${ICON_ADDRESS}, the icon every page names.` } };
};
