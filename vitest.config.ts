import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['tests/unit/**/*.test-d.ts'] },
    // supabase-js needs a WebSocket at construction; Node 20 has one behind this flag.
    execArgv: ['--experimental-websocket'],
    setupFiles: ['tests/support/setup-dom.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
