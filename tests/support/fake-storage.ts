import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How the fake storage answers the resume lookup. */
export type StorageMode = 'found' | 'missing' | 'error' | 'malformed' | 'hang' | 'stall-body';

export interface FakeStorage {
  url: string;
  setMode(mode: StorageMode): void;
  /** Bodies of the list requests received, in order. */
  requests: { path: string; body: unknown; apikey?: string }[];
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-upsert',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => done(data));
  });
}

/**
 * A small HTTP server on 127.0.0.1 that speaks the storage list endpoint
 * (POST /storage/v1/object/list/<bucket>) the way the hosted service does,
 * for the real supabase-js client to talk to. POST /__mode/<mode> switches it.
 */
export function startFakeStorage(port = 0): Promise<FakeStorage> {
  let mode: StorageMode = 'found';
  const requests: FakeStorage['requests'] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    if (req.method === 'POST' && path.startsWith('/__mode/')) {
      mode = path.slice('/__mode/'.length) as StorageMode;
      requests.length = 0;
      return res.writeHead(204, CORS).end();
    }
    if (req.method === 'GET' && path === '/__requests') {
      return res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
    }
    if (req.method !== 'POST' || !path.startsWith('/storage/v1/object/list/')) return res.writeHead(404, CORS).end();
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      /* keep raw */
    }
    requests.push({ path, body, apikey: req.headers.apikey as string | undefined });
    // "found" means the bucket holds whichever file was asked for, so any site's resume can be looked up.
    const fileName = String((body as { search?: unknown } | undefined)?.search ?? '');
    const json = { ...CORS, 'Content-Type': 'application/json' };
    switch (mode) {
      case 'found':
        return res.writeHead(200, json).end(
          JSON.stringify([
            {
              name: fileName,
              id: 'b3c1',
              updated_at: '2026-01-10T09:00:00Z',
              created_at: '2026-01-10T09:00:00Z',
              last_accessed_at: null,
              metadata: { size: 48213, mimetype: 'application/pdf' },
            },
          ]),
        );
      case 'missing':
        return res.writeHead(200, json).end('[]');
      case 'error':
        return res
          .writeHead(500, json)
          .end(JSON.stringify({ statusCode: '500', error: 'Internal Server Error', message: 'storage backend unavailable' }));
      case 'malformed':
        return res.writeHead(200, json).end(`{"name": ${JSON.stringify(fileName)}`);
      case 'hang':
        hanging.push(res);
        return undefined;
      case 'stall-body':
        // Headers and the start of the list, then nothing: the client is left reading the body.
        res.writeHead(200, json).write(`[{"name": "${fileName}", `);
        hanging.push(res);
        return undefined;
    }
  });
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      done({
        url: `http://127.0.0.1:${actualPort}`,
        setMode: (next) => {
          mode = next;
          requests.length = 0;
        },
        requests,
        close: () =>
          new Promise((closed) => {
            hanging.forEach((res) => res.destroy());
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    }),
  );
}

// Run directly (Playwright's web server): node --import tsx tests/support/fake-storage.ts <port>
if (import.meta.url === `file://${process.argv[1]}`) {
  const storage = await startFakeStorage(Number(process.argv[2] ?? 54329));
  console.log(`fake storage at ${storage.url}`);
}
