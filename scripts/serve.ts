/**
 * npm run serve [-- [dir] [port]] or [-- --port N] [--dir D]: the built site (dist/ unless told) on
 * http://localhost:4173 (else --port, the second positional, or PORT), under BASE_PATH when set (as it was built).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serveSite } from '../src/build/host/serve';
import { normaliseBase } from '../src/schema/links';

const { values, positionals } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } }, allowPositionals: true });
const dir = values.dir ?? positionals[0] ?? 'dist';
const wanted = values.port ?? positionals[1] ?? process.env.PORT ?? '4173';
const port = Number(wanted);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`"${wanted}" is not a port: give a number from 1 to 65535, e.g. npm run serve -- --port 5421`);
  process.exit(1);
}
const base = normaliseBase(process.env.BASE_PATH);
const server = await serveSite(dir, port, base);
// Port 0 asks the system for a free port: print the one it gave.
const { port: given } = server.address() as AddressInfo;
console.log(`Serving ${dir} at http://localhost:${given}${base} (Ctrl+C to stop)`);
