/** npm run serve [dir] [port]: the built site on http://localhost:4173 */
import { serveSite } from '../src/build/serve';

const dir = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
await serveSite(dir, port);
console.log(`Serving ${dir} at http://localhost:${port}/ (Ctrl+C to stop)`);
