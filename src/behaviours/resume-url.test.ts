import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeStorage, type FakeStorage } from '../../tests/support/fake-storage';
import { localResumeUrl, resolveResumeUrl } from './resume-url';

const fileName = 'someone-resume.pdf';
let storage: FakeStorage;

beforeAll(async () => {
  storage = await startFakeStorage(0);
});
afterAll(() => storage.close());
afterEach(() => vi.restoreAllMocks());

const lookup = (timeoutMs = 4000) =>
  resolveResumeUrl({ supabaseUrl: storage.url, anonKey: 'test-anon-key', bucket: 'resume', fileName, timeoutMs });

describe('resolveResumeUrl, through the real client against a storage server on 127.0.0.1', () => {
  it('uses the bucket’s public URL when the file is listed, after asking for exactly that file', async () => {
    storage.setMode('found');
    await expect(lookup()).resolves.toBe(`${storage.url}/storage/v1/object/public/resume/${fileName}`);
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

  it('makes no request at all without a storage URL and key', async () => {
    storage.setMode('found');
    await expect(resolveResumeUrl({ bucket: 'resume', fileName })).resolves.toBe(localResumeUrl(fileName));
    expect(storage.requests).toHaveLength(0);
  });
});
