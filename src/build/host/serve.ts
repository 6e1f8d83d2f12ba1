import { createReadStream, existsSync, realpathSync, type ReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import send from 'send';
import { leadsInside } from '../../content/validation/real-paths';
import { withoutBase } from '../../schema/links';
import { encoderFor, isCompressible, negotiateCoding, type Coding } from './content-coding';
import { HEADERS_FILE, hostHeaders } from './host-headers';

interface SendError extends Error {
  status?: number;
  headers?: Record<string, string>;
}

/** The coding a text answer goes out in, if any; a text answer varies with Accept-Encoding either way. */
function codingFor(file: string, req: IncomingMessage, res: ServerResponse): Coding | undefined {
  if (!isCompressible(file)) return undefined;
  res.setHeader('Vary', 'Accept-Encoding');
  return negotiateCoding(req.headers['accept-encoding']);
}

/** Whether the file, its links followed, is in the folder; a file gone since it was found is not (this runs in send's callback, where a throw would stop the server). */
function inFolder(dir: string, file: string): boolean {
  try {
    return leadsInside(dir, file);
  } catch {
    return false;
  }
}

/**
 * Whether the file send found is one the site publishes: in the folder, and not _headers, which hosts read and do not
 * publish. Judged on the file itself, links followed, since an address can name it in many ways ("/%5fheaders",
 * "/build/..%2f_headers").
 */
function published(dir: string, file: string): boolean {
  if (!inFolder(dir, file)) return false;
  const headers = join(dir, HEADERS_FILE);
  return !existsSync(headers) || realpathSync(file) !== realpathSync(headers);
}

function notFound(dir: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(dir, '404.html');
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (req.method === 'HEAD' || !existsSync(page) || !inFolder(dir, page)) return res.end(req.method === 'HEAD' ? undefined : 'Not found');
  const coding = codingFor(page, req, res);
  if (coding) res.setHeader('Content-Encoding', coding);
  const fail = (error: Error | null) => error && res.destroy();
  if (coding) pipeline(createReadStream(page), encoderFor(coding), res, fail);
  else pipeline(createReadStream(page), res, fail);
}

/**
 * One file, through `send` (Express's static file sender): it reads Range with
 * range-parser, so an unsatisfiable range gets 416 and "bytes=-5" the last five bytes.
 * Text goes out compressed when the client accepts it, as hosts send it; a range is
 * always of the file itself, so a Range request gets it uncompressed.
 */
function serveFile(dir: string, pathname: string, req: IncomingMessage, res: ServerResponse) {
  let coding: Coding | undefined;
  const sending = send(req, pathname, { root: dir, extensions: ['html'], index: ['index.html'] });
  // send follows links: the file it found, once its links are followed, must still be in the folder. A host
  // publishes the folder's files, not what a link in it leads to.
  const sendFound = sending.send.bind(sending);
  sending.send = (file, stat) => (published(dir, file) ? sendFound(file, stat) : sending.error(404));
  sending
    // A folder without its trailing slash: serve its index.html at this address, as static hosts do.
    .on('directory', () => serveFile(dir, `${pathname}/`, req, res))
    .on('headers', (_res: ServerResponse, file: string) => {
      coding = codingFor(file, req, res);
      if (req.headers.range) coding = undefined;
    })
    // The file's bytes are about to be piped into the answer (no stream for HEAD, 304 or 416): through the encoder instead.
    .on('stream', (file: ReadStream) => {
      if (!coding) return;
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', coding);
      const encoder = encoderFor(coding).on('error', () => res.destroy());
      const pipeFile = file.pipe.bind(file);
      file.pipe = <T extends NodeJS.WritableStream>(answer: T) => pipeFile(encoder).pipe(answer);
    })
    .on('error', (error: SendError) => {
      // 403 is a path that climbs out of the folder: a host answers as for any missing file.
      if (error.status === 404 || error.status === 403) return notFound(dir, req, res);
      res.statusCode = error.status ?? 500;
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.end();
    })
    .pipe(res);
}

async function answer(dir: string, base: string, req: IncomingMessage, res: ServerResponse) {
  const address = new URL(req.url ?? '/', 'http://host').pathname;
  const pathname = withoutBase(address, base);
  // Outside the site's folder is someone else's part of the host (GitHub Pages: the owner's other sites).
  if (pathname === undefined) {
    res.statusCode = 404;
    return res.end(req.method === 'HEAD' ? undefined : 'Not found');
  }
  // The host's headers first, so what tests see is what the host sends (send keeps a Cache-Control set here).
  // _headers names the addresses visitors ask for, base path included.
  for (const [name, value] of Object.entries(await hostHeaders(dir, address))) res.setHeader(name, value);
  // A static host serves files and takes none: no upload, no WebDAV, no TRACE echo, and no CORS preflight to answer.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    return res.end();
  }
  serveFile(dir, pathname, req, res);
}

/**
 * Serves a built site the way a static host does: /about -> about/index.html,
 * anything missing (or a link leading outside the folder) -> 404.html with status 404, the headers of dir/_headers
 * on every answer, text in brotli or gzip to a client that accepts it, and 405 to any method but GET and HEAD.
 * With a base path ("/portfolio/", normalised), the folder is served there and nothing outside it.
 */
export function serveSite(dir: string, port: number, base = '/', host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) =>
    answer(dir, base, req, res).catch((error) => {
      // One odd request must not stop the server for everyone else.
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  );
  return new Promise((done) => server.listen(port, host, () => done(server)));
}
