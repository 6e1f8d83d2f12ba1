import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * Serves a built site the way a static host does: /about -> about/index.html,
 * anything missing -> 404.html with status 404.
 */
export function serveSite(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const files = sirv(dir, { extensions: ['html'], dev: false, etag: true });
  const notFound = join(dir, '404.html');
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (existsSync(notFound)) createReadStream(notFound).pipe(res);
      else res.end('Not found');
    }),
  );
  return new Promise((done) => server.listen(port, host, () => done(server)));
}
