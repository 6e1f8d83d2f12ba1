import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './src/content/vite-plugin';

export default defineConfig({
  plugins: [react(), sitePlugin(import.meta.dirname)],
  build: { target: 'es2022' },
});
