import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError, readBody } from './http';

/** A request body arriving in chunks, without a Content-Length to refuse it by. */
function streamed(...chunks: string[]): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers: {} });
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return stream as unknown as IncomingMessage;
}

describe('readBody', () => {
  it('reads a body up to the limit', async () => {
    expect((await readBody(streamed('abc', 'def'), 6)).toString()).toBe('abcdef');
  });

  it('refuses (413) a body that grows past the limit, and one whose Content-Length is past it, once it is read', async () => {
    await expect(readBody(streamed('abc', 'defg'), 6)).rejects.toMatchObject({ status: 413 });
    const declared = Object.assign(streamed('a'), { headers: { 'content-length': '7' } });
    await expect(readBody(declared, 6)).rejects.toBeInstanceOf(HttpError);
    expect(declared.readableEnded).toBe(true);
  });
});
