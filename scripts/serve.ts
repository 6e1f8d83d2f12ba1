/** npm run serve [dir] [port]: the built site on http://localhost:4173, under BASE_PATH when set (as it was built). */
import type { AddressInfo } from 'node:net';
import { serveSite } from '../src/build/serve';
import { normaliseBase } from '../src/schema/links';

const dir = process.argv[2] ?? 'dist';
const base = normaliseBase(process.env.BASE_PATH);
const server = await serveSite(dir, Number(process.argv[3] ?? process.env.PORT ?? 4173), base);
// Port 0 asks the system for a free port: print the one it gave.
const { port } = server.address() as AddressInfo;
console.log(`Serving ${dir} at http://localhost:${port}${base} (Ctrl+C to stop)`);
