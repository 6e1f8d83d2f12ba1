/** npm run serve [dir] [port]: the built site on http://localhost:4173 */
import type { AddressInfo } from 'node:net';
import { serveSite } from '../src/build/serve';

const dir = process.argv[2] ?? 'dist';
const server = await serveSite(dir, Number(process.argv[3] ?? process.env.PORT ?? 4173));
// Port 0 asks the system for a free port: print the one it gave.
const { port } = server.address() as AddressInfo;
console.log(`Serving ${dir} at http://localhost:${port}/ (Ctrl+C to stop)`);
