// subset-font ships no types: the one call the build makes (./heading-font.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number }>;
      /** The layout features to keep, by OpenType tag; every one the font has when left out. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
