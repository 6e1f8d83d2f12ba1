import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { siteRoot } from './src/content/load';
import { HASHED_DIR } from './src/build/headers-file';
import { normaliseBase } from './src/schema/links';
import { sitePlugin } from './src/content/vite-plugin';
import { themePlugin } from './src/app/theme-css';

const content = siteRoot(import.meta.dirname);

export default defineConfig({
  // BASE_PATH=/portfolio/ npm run build: a site that lives under that folder (links go through withBase in src/schema/links.ts).
  base: normaliseBase(process.env.BASE_PATH),
  plugins: [react(), sitePlugin(content), themePlugin()],
  publicDir: join(content, 'public'),
  // One stylesheet: blocks whose code loads on demand still have their styles in the prerendered page.
  // Hashed output in its own folder, apart from public/assets/ (copied unhashed): only it is cached for a year.
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    assetsDir: HASHED_DIR,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically in one file: split into common chunks, the first load
    // compressed worse and cost more requests (see `npm run bench`).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
