/**
 * npm run edit [-- --port N]: the dev server, with the owner's editor at /_edit. Prints the editor's address and, on a
 * machine with a desktop, opens it. The port is --port, else PORT, else 5173; when it is taken the next free one is used
 * and printed.
 */
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const { values } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: false });
const wanted = values.port ?? process.env.PORT ?? '5173';
const port = Number(wanted);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`"${wanted}" is not a port: give a number from 1 to 65535, e.g. npm run edit -- --port 5180`);
  process.exit(2);
}

// A desktop session can show a browser; a server or a container cannot, and there the address is enough.
const hasDesktop =
  process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const server = await createServer({ configLoader: 'runner', server: { port, open: hasDesktop && !process.env.CI ? '/_edit' : false } });
await server.listen();
server.printUrls();
