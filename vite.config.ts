import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, isRunnableDevEnvironment, type Plugin } from 'vite';
import { siteRoot } from './src/content/validation/load';
import { HASHED_DIR } from './src/build/host/headers-file';
import { normaliseBase } from './src/schema/links';
import { sitePlugin } from './src/build/site-plugin';
import { themePlugin, unscaleSizes } from './src/app/theme-css';
import { headingFontPlugin } from './src/build/assets/heading-font';
import { tablerIcons } from './src/build/assets/tabler-icons';

const content = siteRoot(import.meta.dirname);

/**
 * React Router's package gives every bundler its development build, warnings and checks included
 * (remix-run/react-router#14102). A build takes the production build beside it, the same code without
 * them; `npm run dev` keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (specifier: string) =>
    fileURLToPath(import.meta.resolve(specifier)).replace(`${sep}development${sep}`, `${sep}production${sep}`);
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('react-router') },
          { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
        ],
      },
    }),
  };
}

/**
 * A built page names each CSS-module class many times (its markup, the inlined rules, the script):
 * a short name, a letter and five of a hash of the file and the class, instead of Vite's
 * "_sectionHeading_8twsx_1". `npm run dev` keeps the readable names.
 */
const classesByShortName = new Map<string, string>();
function shortClassName(name: string, file: string): string {
  const key = `${relative(import.meta.dirname, file.replace(/\?.*$/, '')).replaceAll(sep, '/')}:${name}`;
  const short = `c${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
  // Should two classes ever hash alike, the build stops: one would style the other's elements.
  if ((classesByShortName.get(short) ?? key) !== key)
    throw new Error(`${key} and ${classesByShortName.get(short)} hash alike: lengthen shortClassName`);
  classesByShortName.set(short, key);
  return short;
}

/**
 * The owner's editor (/_edit), a plugin of `npm run dev` alone: the dev server's own module runner loads it when the
 * server starts, so a build never reads src/editor.
 */
function ownerEditor(): Plugin {
  return {
    name: 'owner-editor',
    apply: 'serve',
    async configureServer(server) {
      const ssr = server.environments.ssr;
      if (!isRunnableDevEnvironment(ssr)) throw new Error('The editor runs in the dev server’s own process');
      const { serveEditor } = await ssr.runner.import<typeof import('./src/editor/dev-server')>('/src/editor/dev-server.ts');
      serveEditor(server, content);
      // Vite's banner names the site's address; the owner opens the editor's, so it is named too.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        for (const url of server.resolvedUrls?.local ?? []) server.config.logger.info(`  ➜  Editor:  ${url}_edit`);
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  // BASE_PATH=/portfolio/ npm run build: a site that lives under that folder (links go through withBase in src/schema/links.ts).
  base: normaliseBase(process.env.BASE_PATH),
  // PORT=5180 npm run dev: another port when 5173 is taken by something else (npm run edit also takes --port).
  // No CORS: Vite's default lets any other localhost origin read the documents, drafts included, and the sources.
  server: { port: Number(process.env.PORT) || undefined, cors: false },
  plugins: [
    react(),
    sitePlugin(content, join(import.meta.dirname, '.cache', 'pictures')),
    themePlugin(),
    headingFontPlugin(content),
    tablerIcons(),
    reactRouterProductionBuild(),
    ownerEditor(),
  ],
  css: { modules: { generateScopedName: command === 'build' ? shortClassName : undefined }, postcss: { plugins: [unscaleSizes()] } },
  publicDir: join(content, 'public'),
  // The dev server bundles the packages it finds from these at start-up; the editor (/_edit, its own page) is named so
  // that its packages are not found on its first opening, which would make the dev server reload it. Tabler's icons
  // are its own files, one an icon (src/build/assets/tabler-icons.ts), not the package bundled whole.
  optimizeDeps: {
    entries: ['index.html', 'src/editor/main.tsx', 'src/editor/preview/preview-main.tsx'],
    exclude: ['@tabler/icons-react'],
  },
  // A sheet per chunk: the first load's, and one with each on-demand block's code, whose rules the
  // prerendered pages that draw it inline (src/build/prerender/block-stylesheets.ts).
  // Hashed output in its own folder, apart from public/assets/ (copied unhashed): only it is cached for a year.
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    assetsDir: HASHED_DIR,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically in one file: split into common chunks, the first load
    // compressed worse and cost more requests (see `npm run bench`).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    // An archive's search data is one module by design (a keystroke searches every week), a megabyte raw after ten
    // years: Vite's size warning would only alarm the owner. The code's sizes have budgets of their own (budgets.spec.ts).
    chunkSizeWarningLimit: 4096,
  },
}));
