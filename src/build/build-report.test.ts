import { expect, it } from 'vitest';
import { buildReport } from './build-report';

const built = { outDir: 'dist', pages: 40, files: 120, seconds: 31.24, slow: [] };

it('ends in "ok" when every page arrives in one round trip, with no figures unless asked', () => {
  expect(buildReport(built, false)).toEqual(['Built 40 pages into dist/: ok.']);
  expect(buildReport(built, true)).toEqual(['120 files written to dist/ in 31.2 s.', 'Built 40 pages into dist/: ok.']);
});

it('names the long pages and what to do, and gives their sizes with --verbose', () => {
  const slow = { ...built, slow: [{ route: '/home', bytes: 16_700 }] };
  expect(buildReport(slow, false)).toEqual([
    'Built 40 pages into dist/: ok, though one is long enough that a phone shows it a moment later: /home.',
    'Fewer or shorter sections there make it appear sooner (npm run build -- --verbose gives the sizes).',
  ]);
  expect(buildReport({ ...slow, slow: [...slow.slow, { route: '/resume', bytes: 15_000 }] }, true)).toEqual([
    '120 files written to dist/ in 31.2 s.',
    "  /home  16.3 kB (a phone's first round trip holds 14.3 kB)",
    "  /resume  14.6 kB (a phone's first round trip holds 14.3 kB)",
    'Built 40 pages into dist/: ok, though 2 are long enough that a phone shows them a moment later: /home, /resume.',
    'Fewer or shorter sections there make them appear sooner.',
  ]);
});
