// fontkit ships no types: the one call the validator makes (./resume-glyphs.ts).
declare module 'fontkit' {
  export function create(buffer: Buffer): { characterSet: number[] };
}
