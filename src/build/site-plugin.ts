import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { serializeSearchIndexes } from './feeds-and-search/search-records';
import { iconsNamedIn } from '../schema/icons';
import { feedContentType, feedTitles } from '../schema/feeds';
import { feedFiles } from './feeds-and-search/feeds';
import { JSON_RESUME_PATH, withBase, withoutBase } from '../schema/links';
import { codeFrame } from '../content/validation/code-frame';
import { iconSymbols, iconsSource } from '../content/validation/icon-source';
import { published } from '../content/editing/drafts';
import { archiveEntries, archiveOf, archivePages } from '../content/derivation/archive-pages';
import { loadSite, publicAssetReader } from '../content/validation/load';
import { isWithin } from '../content/validation/real-paths';
import { pictureFile, withPlaceholders } from './assets/picture-files';
import { MIME_TYPES, PICTURES_DIR } from '../schema/picture-variants';
import type { ValidationResult } from '../content/validation/validate';
import { describeErrors } from '../content/validation/report-formats';
import { ownerOf } from '../app/share';
import { builtOn, notFoundSuggestions } from './prerender/shell-data';
import { darkSvg } from './assets/dark-artwork';
import { keyScreenFiles } from '../content/derivation/case-screens';
import { isDarkTwin, lightOriginalPath } from '../schema/artwork';
import { resumeDownloadName, resumeFileName } from '../schema/resume-names';

const SITE_ID = 'virtual:site';
/** The top bar's own icons (src/app/SpriteIcon.tsx), in the shell's symbols with the footer's profiles. */
const SHELL_ICONS = [
  ['search', 'IconSearch'],
  ['moon', 'IconMoon'],
  ['sun', 'IconSun'],
] as const;
/** What the "page not found" screen suggests: its own module, so only that screen's code (loaded on demand) carries it. */
const NOT_FOUND_ID = 'virtual:not-found';
/** Every address with a page, for the server's render and the build's prerender; the browser's code never imports it. */
const ROUTES_ID = 'virtual:routes';
const PAGE_PREFIX = 'virtual:page';
const ARCHIVE_PREFIX = 'virtual:archive';
const WEEKS_PREFIX = 'virtual:weeks';

const isOwn = (id: string) =>
  id === SITE_ID ||
  id === NOT_FOUND_ID ||
  id === ROUTES_ID ||
  [PAGE_PREFIX, ARCHIVE_PREFIX, WEEKS_PREFIX].some((prefix) => id.startsWith(`${prefix}/`));
/** Resolved ids carry Rollup's "\0" (a virtual module); other plugins' virtual modules are not ours. */
const isOwnResolved = (id: string | null | undefined) => id?.startsWith('\0') === true && isOwn(id.slice(1));

function pageModuleId(route: string): string {
  return `${PAGE_PREFIX}${route === '/' ? '/index' : route}`;
}

/** The module of an archive's every entry, which its search loads on the first keystroke. */
const archiveModuleId = (route: string) => `${ARCHIVE_PREFIX}${route}`;
/**
 * The module of an archive's week pages' loaders of one year: the route table holds a line per archive and year, and a
 * week's page loads its year's table, so neither grows with the weeks the archive has.
 */
const weeksModuleId = (route: string, year: string) => `${WEEKS_PREFIX}/${year}${route}`;
/** "/resources/ai-news/2025-03-w2" → "2025". */
const yearOfWeek = (route: string) => route.slice(route.lastIndexOf('/') + 1, route.lastIndexOf('/') + 5);
const loaderLine = (route: string) => `${JSON.stringify(route)}: () => import(${JSON.stringify(pageModuleId(route))})`;

/** A page's module: its document, and the drawings of the icons it names (and of no others). */
function pageModule(document: object): string {
  return `${iconsSource(iconsNamedIn(document))}\nexport default ${JSON.stringify(document)};\n`;
}

/**
 * The report as a Rollup error: Vite's overlay shows `frame` under the message and opens `loc` in the editor,
 * both taken from the first error that has a place in a file.
 */
export function errorForOverlay(
  result: ValidationResult,
  root: string,
): { message: string; loc?: { file: string; line: number; column: number }; frame?: string } {
  const message = describeErrors(result);
  const first = result.errors.find((e) => e.line !== undefined);
  if (!first?.line) return { message };
  const file = resolve(root, first.file);
  let frame: string | undefined;
  try {
    frame = codeFrame(readFileSync(file, 'utf8'), first.line, first.column ?? 1) || undefined;
  } catch {
    frame = undefined;
  }
  // The report's column (from 1, as editors count): the overlay's link then reads as the report's line does,
  // and opening it puts the cursor on the character at fault.
  return { message, loc: { file, line: first.line, column: first.column ?? 1 }, frame };
}

/** The documents, and the pages drawn from them: an archive's as a page per week (archive-pages.ts). */
function drawPages(sources: ValidationResult['pages']) {
  const archives = sources.flatMap(({ document }) => {
    const archive = archiveOf(document);
    return archive ? [{ route: document.route, archive, pages: archivePages(document) }] : [];
  });
  const pages = sources.flatMap(({ document }) => archives.find((a) => a.route === document.route)?.pages ?? [document]);
  return { sources, pages, archives, pageByModule: new Map(pages.map((page) => [pageModuleId(page.route), page])) };
}

/**
 * The résumé's files module, for the dev server. `npm run dev` loads the config (and this plugin) through a module
 * runner that closes once the config is read, so a later import() of ours fails there ("module runner has been
 * closed"): the dev server's own runner loads it, as it loads the editor (vite.config.ts).
 */
function resumeFiles(server: ViteDevServer): Promise<typeof import('./assets/resume-files')> {
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) return import('./assets/resume-files');
  return ssr.runner.import<typeof import('./assets/resume-files')>('/src/build/assets/resume-files.ts');
}

/** The key screens' drawing, for the dev server: loaded as the résumé's files are, by the dev server's own runner. */
function keyScreens(server: ViteDevServer): Promise<typeof import('./assets/key-screens')> {
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) return import('./assets/key-screens');
  return ssr.runner.import<typeof import('./assets/key-screens')>('/src/build/assets/key-screens.tsx');
}

/**
 * Validates pages/ with zod at build time and serves the parsed documents as
 * modules: `virtual:site` (site settings and the route table) and one
 * `virtual:page/<route>` per page, loaded on demand, with the icons it names. The browser gets data, not zod.
 */
export function sitePlugin(root: string, picturesCache = resolve('.cache', 'pictures')): Plugin {
  let cached: ValidationResult | undefined;
  const readAsset = publicAssetReader(root);
  const load = () => (cached ??= loadSite(root));
  /** The pages drawn from a validation's documents, made once per validation: a module per week asks for them. */
  const drawn = new WeakMap<ValidationResult, ReturnType<typeof drawPages>>();
  const drawnFrom = (result: ValidationResult, serving: boolean) => {
    if (!drawn.has(result)) drawn.set(result, drawPages(serving ? result.pages : published(result.pages)));
    return drawn.get(result)!;
  };
  const shellIcons = (site: NonNullable<ValidationResult['site']>) =>
    iconSymbols([...SHELL_ICONS, ...(site.footer?.profiles ?? []).map((profile) => profile.icon ?? 'world')]);
  // Drafts are served by the dev server only: a build leaves them out of the route table, and so of every page it writes.
  let serving = false;

  return {
    name: 'site-pages',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // A document or picture changed: configureServer's watcher says so (site:file-changed), not Vite's reload of every
    // tab, which would reload the editor's too and lose its undo history.
    hotUpdate({ file }) {
      if ([resolve(root, 'pages'), resolve(root, 'public')].some((dir) => isWithin(dir, file))) return [];
      return undefined;
    },
    resolveId(id) {
      if (isOwn(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!isOwnResolved(id)) return undefined;
      const result = load();
      if (result.errors.length > 0 || !result.site) this.error(errorForOverlay(result, root));
      const { site } = result;
      const { sources, pages, pageByModule, archives } = drawnFrom(result, serving);
      for (const { file } of sources) this.addWatchFile(resolve(root, file));
      if (id === `\0${SITE_ID}`) {
        // Each route is written once, as its loader's key; the pool names were for derivation, which is done, and so
        // were the facts, filled into the pages. The 404's suggestions are in their own module (NOT_FOUND_ID).
        const { iconPools: _applied, facts: _filled, notFound: _own, ...settings } = site;
        // The résumé's names as the site uses them, so the browser needs no rule for the defaults.
        const rendered = {
          ...settings,
          resume: { ...site.resume, fileName: resumeFileName(site), downloadName: resumeDownloadName(site) },
        };
        const loaders = sources.map(({ document: d }) => loaderLine(d.route)).join(',\n');
        const aliases = Object.fromEntries(
          sources.filter(({ document: d }) => d.aliases?.length).map(({ document: d }) => [d.route, d.aliases]),
        );
        const archiveLoaders = archives
          .map(({ route, pages }) => {
            const years = [...new Set(pages.filter((d) => d.route !== route).map((d) => yearOfWeek(d.route)))];
            const weeks = years.map((year) => `${JSON.stringify(year)}: () => import(${JSON.stringify(weeksModuleId(route, year))})`);
            return `${JSON.stringify(route)}: { entries: () => import(${JSON.stringify(archiveModuleId(route))}), weeks: { ${weeks.join(', ')} } }`;
          })
          .join(',\n');
        return (
          `export const site = ${JSON.stringify(rendered)};\nexport const loaders = {\n${loaders}\n};\n` +
          `export const aliases = ${JSON.stringify(aliases)};\nexport const archives = {\n${archiveLoaders}\n};\n` +
          // The documents' own feeds: an archive's week pages belong to the archive's.
          `export const feeds = ${JSON.stringify(feedTitles(sources.map(({ document }) => document)))};\n` +
          `export const owner = ${JSON.stringify(
            ownerOf(
              sources.map(({ document }) => document),
              site,
            ) ?? null,
          )};\n` +
          // The footer's own data: the day of the build, and the drawings of the shell's icons.
          `export const built = ${JSON.stringify(builtOn())};\n` +
          `export const iconSymbols = ${JSON.stringify(shellIcons(site))};\n`
        );
      }
      if (id === `\0${NOT_FOUND_ID}`) {
        const documents = sources.map(({ document }) => document);
        return (
          `export const heading = ${JSON.stringify(site.notFound?.heading ?? null)};\n` +
          `export const suggestions = ${JSON.stringify(notFoundSuggestions(site, documents))};\n`
        );
      }
      if (id === `\0${ROUTES_ID}`) return `export default ${JSON.stringify(pages.map((d) => d.route))};\n`;
      const archive = archives.find(({ route }) => `\0${archiveModuleId(route)}` === id)?.archive;
      if (archive) return `export default ${JSON.stringify(archiveEntries(archive))};\n`;
      if (id.startsWith(`\0${WEEKS_PREFIX}/`)) {
        const [year, ...rest] = id.slice(WEEKS_PREFIX.length + 2).split('/');
        const weeksOf = archives.find(({ route }) => route === `/${rest.join('/')}`);
        const weeks = weeksOf?.pages.filter((d) => d.route !== weeksOf.route && yearOfWeek(d.route) === year) ?? [];
        return `export default {\n${weeks.map((d) => loaderLine(d.route)).join(',\n')}\n};\n`;
      }
      const page = pageByModule.get(id.slice(1));
      if (!page) this.error(`No page document for ${id.slice(1)}`);
      // Each photo's placeholder colour, read from its pixels: the server's render and the browser's then agree.
      return pageModule(await withPlaceholders(page, readAsset, picturesCache));
    },
    configureServer(server: ViteDevServer) {
      const pagesDir = resolve(root, 'pages');
      const publicDir = resolve(root, 'public');
      server.watcher.add([pagesDir, publicDir]);
      const onChange = (file: string) => {
        if (!isWithin(pagesDir, file) && !isWithin(publicDir, file)) return;
        cached = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (isOwnResolved(module.id)) server.moduleGraph.invalidateModule(module);
        }
        // Not a full reload: the site's pages reload on this (entry-client.tsx), the editor's tab decides for itself.
        server.ws.send({ type: 'custom', event: 'site:file-changed', data: { file: relative(root, file).split(sep).join('/') } });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // The build writes the photos' files; here each is made when first asked for, into the build's cache.
      server.middlewares.use(withBase(`/${PICTURES_DIR}`, server.config.base), (req, res, next) => {
        const path = `/${PICTURES_DIR}${(req.url ?? '').split('?')[0]}`;
        const result = load();
        pictureFile(
          result.pages.map((page) => page.document),
          readAsset,
          picturesCache,
          path,
        ).then((file) => {
          if (!file) return next();
          res.setHeader('Content-Type', MIME_TYPES[file.format]);
          res.end(file.bytes);
        }, next);
      });
      // The build writes a drawing's dark twin beside it; here it is made from the drawing on request, unless
      // public/ holds the owner's own (Vite serves that).
      server.middlewares.use((req, res, next) => {
        const path = withoutBase((req.url ?? '').split('?')[0], server.config.base);
        if (!path || !isDarkTwin(path)) return next();
        const drawing = readAsset(lightOriginalPath(path));
        if (readAsset(path) || !drawing) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(darkSvg(new TextDecoder().decode(drawing)));
      });
      // The build writes each key screen a card shows, a drawing and its dark twin; here each is drawn on request.
      server.middlewares.use((req, res, next) => {
        const path = withoutBase((req.url ?? '').split('?')[0], server.config.base);
        if (!path?.startsWith(`/${PICTURES_DIR}/`) || !path.endsWith('.svg')) return next();
        const file = keyScreenFiles(load().pages.map((page) => page.document)).find(
          (candidate) => candidate.path === lightOriginalPath(path),
        );
        if (!file) return next();
        keyScreens(server).then(({ keyScreenSvg }) => {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(keyScreenSvg(file.screen, isDarkTwin(path) ? 'dark' : 'light'));
        }, next);
      });
      // The build writes the feeds as files; here each is made from the current documents on request.
      server.middlewares.use((req, res, next) => {
        const path = withoutBase((req.url ?? '').split('?')[0], server.config.base);
        if (!path?.endsWith('/feed.xml') && !path?.endsWith('/feed.json')) return next();
        const result = load();
        if (!result.site) return next();
        const feed = feedFiles(
          result.pages.map((page) => page.document),
          result.site,
          server.config.base,
        ).find((file) => file.path === path);
        if (!feed) return next();
        res.setHeader('Content-Type', feedContentType(feed.format));
        res.end(feed.text);
      });
      // The build writes the résumé PDF (unless public/ holds the owner's own, which Vite then serves) and
      // /resume.json from the résumé page; here each is made from the current documents on request.
      server.middlewares.use((req, res, next) => {
        const path = withoutBase((req.url ?? '').split('?')[0], server.config.base);
        const result = load();
        const site = result.site;
        if (!site || !path || readAsset(path) || (path !== JSON_RESUME_PATH && !/^\/assets\/resume\/[^/]+\.pdf$/.test(path))) return next();
        const documents = published(result.pages).map((page) => page.document);
        // Loaded on the first request only: the PDF's library and fonts are no part of starting the server.
        resumeFiles(server)
          .then(async ({ builtResumePdf, jsonResumeFile, resumePdfPath }) => {
            if (path === JSON_RESUME_PATH) return { type: 'application/json', file: jsonResumeFile(site, documents) };
            if (path !== resumePdfPath(site)) return { type: '', file: undefined };
            return { type: 'application/pdf', file: await builtResumePdf(site, documents, resolve('.cache', 'resume')) };
          })
          .then(({ type, file }) => {
            if (!file) return next();
            res.setHeader('Content-Type', type);
            res.setHeader('Cache-Control', 'no-cache');
            res.end(file.bytes);
          }, next);
      });
      // The build writes the search indexes as files; here they are made from the current documents on request.
      server.middlewares.use(withBase('/search-index', server.config.base), (req, res, next) => {
        const result = load();
        if (result.errors.length > 0) {
          res.statusCode = 500;
          res.end(describeErrors(result));
          return;
        }
        const path = withoutBase((req.originalUrl ?? '').split('?')[0], server.config.base);
        const file = serializeSearchIndexes(
          result.pages.map((page) => page.document),
          result.site?.name,
        ).find((index) => index.path === path);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(file.json);
      });
    },
  };
}
