import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tablerIcons } from './src/build/assets/tabler-icons';

export default defineConfig({
  plugins: [react(), tablerIcons()],
  test: {
    // supabase-js needs a WebSocket at construction; Node 20 has one behind this flag.
    execArgv: ['--experimental-websocket'],
    setupFiles: ['tests/support/setup-dom.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          // These files share one module graph and one document per worker, as importing React and Mantine afresh
          // for each costs more than the tests. What the site's modules keep cannot change another file's result:
          // every test that draws a block preloads its code first (lazy-block.test.tsx makes blocks of its own), the
          // setup file adds every icon and empties the document and the storage after each test
          // (tests/support/setup-dom.ts), and search indexes and pages are cached by their address. A test that needs
          // a module fresh (an on-demand block not yet loaded, no toast asked for yet) imports it with
          // vi.resetModules() first.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          typecheck: { enabled: true, include: ['tests/unit/**/*.test-d.ts'] },
          // These files share one module graph per worker instead of importing zod afresh each. The state their
          // modules keep is a cache keyed by its inputs (a file's text or time, a root) or set and cleared within
          // one call (a running publish), so no file sees another's. A site's checks across documents travel with
          // each parse (src/schema/cross-checks.ts), not in a module.
          isolate: false,
        },
      },
    ],
  },
});
