/**
 * The lines `npm run build` ends with: "ok", or what the owner could do about it; the figures behind them only when
 * asked for (--verbose), for whoever wants them.
 */
import { FIRST_ROUND_TRIP } from './first-round-trip';

export interface BuildOutcome {
  outDir: string;
  pages: number;
  files: number;
  seconds: number;
  /** Pages a phone receives in more than one round trip, largest first (page-weight.ts). */
  slow: { route: string; bytes: number }[];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function buildReport({ outDir, pages, files, seconds, slow }: BuildOutcome, verbose: boolean): string[] {
  const lines = verbose
    ? [
        `${files} files written to ${outDir}/ in ${seconds.toFixed(1)} s.`,
        ...slow.map(({ route, bytes }) => `  ${route}  ${kB(bytes)} (a phone's first round trip holds ${kB(FIRST_ROUND_TRIP)})`),
      ]
    : [];
  if (slow.length === 0) return [...lines, `Built ${pages} pages into ${outDir}/: ok.`];
  const one = slow.length === 1;
  return [
    ...lines,
    `Built ${pages} pages into ${outDir}/: ok, though ${one ? 'one is' : `${slow.length} are`} long enough that a phone ` +
      `shows ${one ? 'it' : 'them'} a moment later: ${slow.map(({ route }) => route).join(', ')}.`,
    `Fewer or shorter sections there make ${one ? 'it' : 'them'} appear sooner` +
      (verbose ? '.' : ' (npm run build -- --verbose gives the sizes).'),
  ];
}
