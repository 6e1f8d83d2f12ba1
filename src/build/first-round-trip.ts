import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { BROTLI_ON_THE_FLY } from './content-coding';

/**
 * What a phone gets in the first round trip of a page's response: TCP's first window, 10 segments of
 * 1,460 bytes (Lighthouse's simulated phone assumes the same). Longer HTML paints a round trip later,
 * 150 ms on its mobile preset, however little more there is.
 */
export const FIRST_ROUND_TRIP = 10 * 1460;
/** The response's headers, which travel first: the site's own (_headers) and the host's, 1,115 B as `npm run preview` sends them. */
export const HEADER_BYTES = 1115;

/** The HTML pages among `files` that will not arrive in the first round trip, with their bytes as sent, largest first. */
export function overFirstRoundTrip(files: string[]): { file: string; bytes: number }[] {
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, bytes: HEADER_BYTES + brotliCompressSync(readFileSync(file), BROTLI_ON_THE_FLY).length }))
    .filter(({ bytes }) => bytes > FIRST_ROUND_TRIP)
    .sort((a, b) => b.bytes - a.bytes);
}
