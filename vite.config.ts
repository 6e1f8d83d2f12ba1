import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { siteRoot } from './src/content/load';
import { sitePlugin } from './src/content/vite-plugin';

const content = siteRoot(import.meta.dirname);

export default defineConfig({
  plugins: [react(), sitePlugin(content)],
  publicDir: join(content, 'public'),
  // One stylesheet: blocks whose code loads on demand still have their styles in the prerendered page.
  build: { target: 'es2022', cssCodeSplit: false },
});
