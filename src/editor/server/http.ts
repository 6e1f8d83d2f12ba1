/** Reading requests and writing JSON answers for the editor's API. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject } from '../../schema/json';

/** An answer other than success, with a sentence for the owner. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const JSON_BODY_LIMIT = 5 * 1024 * 1024;
export const PICTURE_BODY_LIMIT = 30 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooLarge = (limit: number) =>
  new HttpError(413, `the request body is larger than ${megabytes(limit)}, the most the editor accepts here`);

/**
 * The request's body, refused (413) beyond `limit` bytes. What is beyond is still read (and dropped) before
 * the answer goes, so that the browser, still sending, sees the answer rather than a closed connection.
 * Only the editor's own page gets this far (request-guard.ts).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length']) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      over ||= size > limit;
      if (!over) chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The request's body as a JSON object. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, JSON_BODY_LIMIT)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `the request body is not JSON (${(error as Error).message})`);
  }
  if (!isJsonObject(body)) throw new HttpError(400, 'the request body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * Sent with the editor's pages and every answer of its API: only a page of the dev server's own origin may frame
 * them (the editor frames the site's /_preview, not the other way round), so another site cannot overlay them.
 */
export const FRAME_HEADERS = { 'X-Frame-Options': 'SAMEORIGIN', 'Content-Security-Policy': "frame-ancestors 'self'" };

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  // Documents change on disk: an answer is never reused.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
  res.end(text);
}

/** What the disk says when a request meets something no check foresaw: a sentence, without the machine's path. */
const DISK_REFUSALS: Record<string, [status: number, sentence: string]> = {
  ENOTDIR: [409, 'a file stands where this path needs a folder; choose another name or folder'],
  EISDIR: [409, 'a folder stands where this path needs a file; choose another name'],
  EEXIST: [409, 'a file or folder already stands at a name on this path; choose another name or folder'],
  ENOENT: [404, 'a file or folder on this path does not exist'],
  ENAMETOOLONG: [414, 'this path is longer than the disk accepts; shorten it'],
  ELOOP: [403, 'this path goes round in a loop of links'],
  EACCES: [403, "the disk does not let the editor write here; check the folder's permissions"],
  EPERM: [403, "the disk does not let the editor write here; check the folder's permissions"],
  EROFS: [403, 'the site folder is on a disk that cannot be written to'],
  ENOSPC: [507, 'the disk is full; free some room and try again'],
};

/**
 * The answer to an error a handler threw: its own status and sentence, the disk's refusal in words, or else 500 with
 * a sentence while the terminal gets the error itself (what no check foresaw carries the machine's paths and a stack).
 */
export function answerFor(error: unknown): Answer {
  if (error instanceof HttpError) return { status: error.status, body: { error: error.message } };
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' && Object.hasOwn(DISK_REFUSALS, code) ? DISK_REFUSALS[code] : undefined;
  if (refusal) return { status: refusal[0], body: { error: refusal[1] } };
  console.error(error);
  return { status: 500, body: { error: 'the editor could not do this; the terminal running npm run dev says why' } };
}

/** What a request handler is given. */
export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** The site folder, holding pages/ and public/. */
  root: string;
  /** The project's schemas/ folder, which a new page's "$schema" leads to. */
  schemasDir: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export type Handler = (context: RequestContext) => Promise<Answer>;
