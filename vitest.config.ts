import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { tablerIcons } from './src/build/tabler-icons';

export default defineConfig({
  plugins: [react(), tablerIcons()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['tests/unit/**/*.test-d.ts'] },
    // supabase-js needs a WebSocket at construction; Node 20 has one behind this flag.
    execArgv: ['--experimental-websocket'],
    setupFiles: ['tests/support/setup-dom.ts'],
    // Test files share one module graph per worker instead of importing zod, React and Mantine afresh each:
    // about 55 s → 34 s here. The tests hold no module-level state another file could see.
    isolate: false,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
