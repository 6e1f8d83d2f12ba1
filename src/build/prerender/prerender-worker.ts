// One share of the prerender's routes, drawn in a worker thread (./prerender-workers.ts).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { pageDrawer, type DrawnPage, type PageDrawing, type ServerEntry } from './prerender';

const { routes, entryFile, drawing } = workerData as { routes: string[]; entryFile: string; drawing: PageDrawing };
const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
const draw = pageDrawer(entry, drawing);
const drawn: [string, DrawnPage][] = [];
for (const route of routes) drawn.push([route, await draw(route, route)]);
parentPort!.postMessage(drawn);
