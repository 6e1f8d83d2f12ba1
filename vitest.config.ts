import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tablerIcons } from './src/build/tabler-icons';

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
          // Each file imports its modules afresh: the site's modules keep what they have loaded (an on-demand block's
          // code, pages, search indexes, notices), and a test that finds a block already loaded by another file
          // would not see it suspend.
          isolate: true,
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
          // one call (the checks across documents, a running publish), so no file sees another's.
          isolate: false,
        },
      },
    ],
  },
});
