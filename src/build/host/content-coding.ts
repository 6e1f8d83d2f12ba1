import { extname } from 'node:path';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** What hosts compress: text. Pictures, fonts and PDFs are compressed already. */
const TEXT_TYPES = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

export const isCompressible = (file: string) => TEXT_TYPES.has(extname(file).toLowerCase());

/**
 * The coding to answer with, from the request's Accept-Encoding: the one with the higher
 * q-value, brotli on a tie, none when neither is accepted ("q=0" refuses, "*" stands for any).
 */
export function negotiateCoding(acceptEncoding: string | undefined): Coding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : undefined;
}

/** Brotli at the quality hosts use on the fly: its default (11) is for compressing ahead of time and costs every request. */
export function encoderFor(coding: Coding): BrotliCompress | Gzip {
  return coding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
}
