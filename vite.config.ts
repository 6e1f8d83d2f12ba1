import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './src/content/vite-plugin';

export default defineConfig({
  plugins: [react(), sitePlugin(import.meta.dirname)],
  // One stylesheet: blocks whose code loads on demand still have their styles in the prerendered page.
  build: { target: 'es2022', cssCodeSplit: false },
});
