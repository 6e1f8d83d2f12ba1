import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeStorage, type FakeStorage } from '../../tests/support/fake-storage';
import { localResumeUrl, resolveResumeUrl, type ResumeLookup } from './resume-url';

const fileName = 'someone-resume.pdf';
const downloadName = 'Someone-Resume.pdf';
let storage: FakeStorage;

beforeAll(async () => {
  storage = await startFakeStorage(0);
});
afterAll(() => storage.close());
afterEach(() => vi.restoreAllMocks());

const lookup = (timeoutMs = 4000, more: Partial<ResumeLookup> = {}) =>
  resolveResumeUrl({ supabaseUrl: storage.url, anonKey: 'test-anon-key', bucket: 'resume', fileName, downloadName, timeoutMs, ...more });

/** Resolves to the lookup's answer and how long it took. */
async function timed(answer: Promise<string>) {
  const started = Date.now();
  return { url: await answer, ms: Date.now() - started };
}

describe('resolveResumeUrl, through the real client against a storage server on 127.0.0.1', () => {
  it('uses the bucket’s public URL when the file is listed, after asking for exactly that file', async () => {
    storage.setMode('found');
    // The link is on another origin, where the browser ignores <a download>: storage names the file instead.
    await expect(lookup()).resolves.toBe(`${storage.url}/storage/v1/object/public/resume/${fileName}?download=${downloadName}`);
    expect(storage.requests).toHaveLength(1);
    expect(storage.requests[0].path).toBe('/storage/v1/object/list/resume');
    expect(storage.requests[0].apikey).toBe('test-anon-key');
    expect(storage.requests[0].body).toMatchObject({ prefix: '', search: fileName, limit: 10, offset: 0 });
  });

  it('falls back to the shipped PDF when the file is not in the bucket, without logging an error', async () => {
    storage.setMode('missing');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(lookup()).resolves.toBe(localResumeUrl(fileName));
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['error', 'malformed'] as const)('falls back and logs "Error checking resume" on a %s answer', async (mode) => {
    storage.setMode(mode);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(lookup()).resolves.toBe(localResumeUrl(fileName));
    expect(warn).toHaveBeenCalledWith('Error checking resume', expect.anything());
  });

  it('gives up on a server that never answers', async () => {
    storage.setMode('hang');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    await expect(lookup(300)).resolves.toBe(localResumeUrl(fileName));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warn).toHaveBeenCalledWith('Error checking resume', expect.anything());
  });

  it('gives up on a server that sends the start of its answer and then nothing', async () => {
    storage.setMode('stall-body');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { url, ms } = await timed(lookup(300));
    expect(url).toBe(localResumeUrl(fileName));
    expect(ms).toBeLessThan(3000);
    expect(warn).toHaveBeenCalledWith('Error checking resume', expect.anything());
  });

  it('counts loading the storage client against the same time limit', async () => {
    storage.setMode('found');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const neverLoads = () => new Promise<never>(() => {});
    const { url, ms } = await timed(lookup(300, { loadClient: neverLoads }));
    expect(url).toBe(localResumeUrl(fileName));
    expect(ms).toBeLessThan(3000);
    expect(warn).toHaveBeenCalledWith('Error checking resume', expect.anything());
  });

  it('holds the whole lookup, client loading and request together, to one time limit', async () => {
    storage.setMode('hang');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Loading takes most of the limit; a limit started only at the request would wait 250 ms more.
    const slowLoad = () =>
      new Promise<typeof import('@supabase/supabase-js')>((done) => setTimeout(() => done(import('@supabase/supabase-js')), 250));
    const { ms } = await timed(lookup(300, { loadClient: slowLoad }));
    expect(ms).toBeLessThan(450);
  });

  it('makes no request at all without a bucket, though storage is configured', async () => {
    storage.setMode('found');
    await expect(resolveResumeUrl({ supabaseUrl: storage.url, anonKey: 'test-anon-key', fileName, downloadName })).resolves.toBe(
      localResumeUrl(fileName),
    );
    expect(storage.requests).toHaveLength(0);
  });

  it('makes no request at all without a storage URL and key', async () => {
    storage.setMode('found');
    await expect(resolveResumeUrl({ bucket: 'resume', fileName, downloadName })).resolves.toBe(localResumeUrl(fileName));
    expect(storage.requests).toHaveLength(0);
  });
});
