import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { serveSite } from '../../../build/host/serve';
import { stampJson } from '../../../build/prerender/build-stamp';
import { NOT_LIVE_YET, probe, waitUntilLive } from './live-check';

let server: Server | undefined;
let dir: string | undefined;
afterEach(async () => {
  if (server) await new Promise((done) => server!.close(done));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function siteServing(commit?: string): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), 'live-'));
  writeFileSync(join(dir, '404.html'), 'not found');
  if (commit) writeFileSync(join(dir, 'build.json'), stampJson({ id: commit, commit, builtAt: '2026-11-28T10:00:00.000Z' }));
  server = await serveSite(dir, 0);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const OLD = 'a'.repeat(40);
const NEW = 'b'.repeat(40);

it('is live once build.json names the commit pushed, and not while it names the one before', async () => {
  const url = await siteServing(OLD);
  expect(await probe(url, NEW)).toMatchObject({ live: false, served: { commit: OLD } });
  writeFileSync(join(dir!, 'build.json'), stampJson({ id: NEW, commit: NEW, builtAt: '2026-11-28T10:05:00.000Z' }));
  expect(await probe(url, NEW)).toMatchObject({ live: true, address: `${url}/` });
});

it('past its time, says what to check: the build log, Pages turned on, siteUrl', async () => {
  const url = await siteServing();
  const answer = await waitUntilLive(url, NEW, { timeoutMs: 600, intervalMs: 200 });
  expect(answer.live).toBe(false);
  expect(answer.message).toContain('answers 404');
  expect(answer.message).toContain(NOT_LIVE_YET);
});

it('says a site that does not answer did not answer', async () => {
  expect((await probe('http://127.0.0.1:9', NEW)).message).toMatch(/did not answer/);
});
