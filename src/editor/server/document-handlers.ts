/** The editor's requests about page documents: list, read, validate, save, and start a new page. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MAX_DEPTH, MAX_MEMBERS, tooLarge } from '../../content/validation/json-depth';
import { PAGE_TEMPLATES, type PageTemplate } from '../../content/codegen/page-templates';
import { normaliseRoute, newPage, pageFileFor, ScaffoldError } from '../../content/codegen/scaffold';
import { messages } from '../../schema/messages';
import { writeAtomically } from '../../content/editing/atomic-write';
import { editText } from '../../content/editing/edit-text';
import { HttpError, readJsonBody, type Answer, type Handler } from './http';
import { documentList } from './page-list';
import { checkNewDocument, resolveDocument } from './safe-paths';
import { rememberDraft } from './draft-pictures';
import { errorsStoppingSave, siteReport, tokensOnDisk } from './site-report';
import type { OpenDocument } from '../wire';

/** The version of a document: a hash of its bytes on disk, which a save must name to prove it saw them. */
const versionOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The document as the editor reads it; `value` is null when the text is not JSON (the validator says why). */
function documentState(bytes: Buffer) {
  const text = bytes.toString('utf8');
  let value: unknown = null;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    value = null;
  }
  return { text, value, version: versionOf(bytes) };
}

const ok = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * The document's new value from a request body; absent is a mistake, null is a value, too deep or too many values is
 * refused before any pass walks it.
 */
function valueFrom(body: Record<string, unknown>): unknown {
  if (!('value' in body)) throw new HttpError(400, 'give the document\'s new value as "value"');
  const problem = tooLarge(body.value);
  if (problem === 'deep') throw new HttpError(400, `the value is ${messages.TooDeep(MAX_DEPTH).text}`);
  if (problem === 'many') {
    throw new HttpError(
      413,
      `the page holds more than ${MAX_MEMBERS.toLocaleString('en')} values, more than the editor edits at once; split it into several pages`,
    );
  }
  return body.value;
}

export const listDocuments: Handler = async ({ root }) => ok({ pages: documentList(root, siteReport(root), tokensOnDisk(root)) });

export const readDocument: Handler = async ({ root, url }) => {
  const file = url.searchParams.get('file') ?? '';
  const path = resolveDocument(root, file);
  return ok({ file, ...documentState(readFileSync(path)) } satisfies OpenDocument);
};

export const validateDocument: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  const value = valueFrom(body);
  const path = resolveDocument(root, body.file);
  const file = body.file as string;
  // Written as it would be saved, so each line and column points into the file the owner will get.
  const text = await editText(readFileSync(path, 'utf8'), value, { filepath: path });
  const report = siteReport(root, { file, text });
  // Its pictures, an upload not yet saved included, are made for the preview from this (draft-pictures.ts).
  rememberDraft(file, report.document);
  return ok(report);
};

export const saveDocument: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  const value = valueFrom(body);
  if (typeof body.version !== 'string') throw new HttpError(400, 'give the version of the document the change was made to as "version"');
  const path = resolveDocument(root, body.file);
  const file = body.file as string;
  const conflict = () => ({ status: 409, body: { conflict: true, ...documentState(readFileSync(path)) } });
  const onDisk = readFileSync(path);
  if (versionOf(onDisk) !== body.version) return conflict();
  const text = await editText(onDisk.toString('utf8'), value, { filepath: path });
  const errors = errorsStoppingSave(root, { file, text });
  if (errors.length) return { status: 422, body: { errors } };
  // Read again: the file may have changed while the text was made. From here to the rename nothing waits.
  if (versionOf(readFileSync(path)) !== body.version) return conflict();
  const bytes = Buffer.from(text, 'utf8');
  if (!bytes.equals(onDisk)) writeAtomically(path, bytes);
  return ok({ version: versionOf(bytes), text });
};

export const createPage: Handler = async ({ root, req, schemasDir }) => {
  const body = await readJsonBody(req);
  if (typeof body.route !== 'string') throw new HttpError(400, 'give the new page\'s route as "route", e.g. "/speaking"');
  // The page starts as a draft, which no menu entry may lead to: the entry is added in the site's settings once it is published.
  if (body.label !== undefined)
    throw new HttpError(400, 'a new page starts as a draft, which the menu cannot lead to; add its menu entry once it is published');
  const template = body.template ?? 'blank';
  if (!PAGE_TEMPLATES.includes(template as PageTemplate))
    throw new HttpError(400, `"template" is one of ${PAGE_TEMPLATES.map((t) => `"${t}"`).join(', ')}`);
  if (body.card !== undefined && typeof body.card !== 'boolean') throw new HttpError(400, '"card" is true or false');
  try {
    const route = normaliseRoute(body.route);
    checkNewDocument(root, pageFileFor(route));
    // A page made here starts as a draft, from a template whose placeholders validation flags until replaced.
    const { written, changed } = await newPage({
      siteRoot: root,
      schemasDir,
      route,
      template: template as PageTemplate,
      draft: true,
      card: body.card === true,
    });
    return ok({ file: written[0], changed }, 201);
  } catch (error) {
    if (error instanceof ScaffoldError) throw new HttpError(400, error.message);
    throw error;
  }
};
