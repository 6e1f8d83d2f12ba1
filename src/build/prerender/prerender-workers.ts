import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DrawnPage, PageDrawing } from './prerender';

/** Pages a worker must have to be worth its start: each loads the server bundle, React and the stylesheets (about a second). */
const PAGES_PER_WORKER = 100;

/**
 * Draws the routes, in this thread or, when there are enough of them (an archive kept up for years has a page a
 * week), split over a worker per core: drawing a page is a CPU's work (React's render, then the critical rules).
 */
export async function drawPages(
  routes: string[],
  draw: (route: string) => Promise<DrawnPage>,
  parallel?: { entryFile: string; drawing: PageDrawing },
): Promise<Map<string, DrawnPage>> {
  const workers = parallel ? Math.min(availableParallelism(), Math.floor(routes.length / PAGES_PER_WORKER)) : 1;
  if (!parallel || workers < 2) {
    const drawn = new Map<string, DrawnPage>();
    for (const route of routes) drawn.set(route, await draw(route));
    return drawn;
  }
  const shares = Array.from({ length: workers }, (_, i) => routes.filter((_, j) => j % workers === i));
  const results = await Promise.all(shares.map((share) => drawInWorker(share, parallel.entryFile, parallel.drawing)));
  return new Map(results.flat());
}

function drawInWorker(routes: string[], entryFile: string, drawing: PageDrawing): Promise<[string, DrawnPage][]> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript, as this file is: tsx loads it, whatever runs the build (the command, a test).
    const source = JSON.stringify(new URL('./prerender-worker.ts', import.meta.url).href);
    // (Node 20 gives a worker no loader hooks from its parent or its --import: tsImport registers them for this import.)
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const loader = `import(${tsx}).then(({ tsImport }) => tsImport(${source}, ${source}))`;
    const worker = new Worker(loader, { eval: true, workerData: { routes, entryFile, drawing } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`A prerender worker stopped (exit ${code}).`)));
  });
}
