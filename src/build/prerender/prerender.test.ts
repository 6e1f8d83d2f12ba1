// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteBase } from '../../schema/links';
import { siteSchema } from '../../schema/site';
import { hashSource } from './csp';
import { prerender, withLang, type ServerEntry } from './prerender';

const template = `<!doctype html><html><head><meta charset="UTF-8"><!--app-csp--><!--app-head--><script type="module" src="/build/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`;
const site = siteSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../../pages/site.json'), 'utf8')));

let out = '';
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'prerender-'));
  writeFileSync(join(out, 'index.html'), template);
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

const schemeScript = 'document.documentElement.setAttribute("data-mantine-color-scheme", "dark");';

/** A server entry with one page whose HTML the test chooses. */
function entry(html: string, overrides: Partial<ServerEntry['site']> = {}, basePath = '/'): ServerEntry {
  return {
    render: async (url) => (url === '/404' ? '<main>Not found</main>' : html),
    routes: [{ route: '/about', aliases: ['/me'] }],
    site: { ...site, redirects: [], ...overrides },
    basePath,
    colorSchemeScript: `<script data-mantine-script="true">${schemeScript}</script>`,
    blockTypes: () => [],
    lang: (url) => (url === '/about' ? 'vi' : (site.lang ?? 'en')),
  };
}

const read = (path: string) => readFileSync(join(out, path), 'utf8');
/** The one inline script of <head>: the colour scheme's, then the loader the build joins to it (src/build/prerender/after-first-paint.ts). */
const headScriptOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').head.querySelector('script:not([src])')?.textContent ?? '';
/** The loader: what the head's script runs after the colour scheme's. */
const loaderOf = (html: string) => headScriptOf(html).slice(schemeScript.length);

it('writes page text with dollar signs exactly as rendered', async () => {
  // String.replace reads $$, $`, $' and $& in a replacement string as patterns.
  const text = "Fees $$ and $` here, $' there, $& and $1";
  await prerender(entry(`<title>${text}</title><main><p>${text}</p></main>`), out);
  const page = read('about/index.html');
  expect(page).toContain(`<title>${text}</title>`);
  expect(page).toContain(`<p>${text}</p>`);
  expect(page.match(/<!doctype/g)).toHaveLength(1);
});

/** The sitemap's <loc> values, read by a real XML parser: a malformed file fails here. */
function sitemapLocations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`sitemap.xml is not well-formed XML: ${error.textContent}`);
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

it('joins a site URL that ends in "/" to routes with one slash', async () => {
  await prerender(entry('<main>About</main>', { siteUrl: 'https://x.example/', redirects: [{ from: '/', to: '/about' }] }), out);
  expect(read('about/index.html')).toContain('<link rel="canonical" href="https://x.example/about">');
  expect(read('index.html')).toContain('<link rel="canonical" href="https://x.example/about">');
  expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.example/about']);
  expect(read('robots.txt')).toContain('Sitemap: https://x.example/sitemap.xml\n');
});

it('gives each route of the sitemap the last change it is given, as <lastmod>', async () => {
  await prerender(entry('<main>About</main>'), out, { lastModified: new Map([['/about', '2025-03-14T10:22:05+01:00']]) });
  const doc = new DOMParser().parseFromString(read('sitemap.xml'), 'application/xml');
  expect(
    [...doc.getElementsByTagName('url')].map((url) => [url.querySelector('loc')?.textContent, url.querySelector('lastmod')?.textContent]),
  ).toEqual([[`${siteBase(site.siteUrl, '/')}/about`, '2025-03-14T10:22:05+01:00']]);
});

it('escapes "&" and "<" in the site URL, so sitemap.xml stays valid XML', async () => {
  const siteUrl = 'https://x.example/a&b<c>/';
  await prerender(entry('<main>About</main>', { siteUrl }), out);
  expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.example/a&b<c>/about']);
  expect(read('about/index.html')).toContain('<link rel="canonical" href="https://x.example/a&amp;b&lt;c>/about">');
});

it('repeats a page’s link-preview tags on the redirects to it, and nothing else of its head', async () => {
  const head =
    '<title>About</title><meta name="description" content="Who I am"/>' +
    '<meta property="og:title" content="About me"/><meta name="twitter:card" content="summary_large_image"/>';
  const withAlias = entry(`${head}<main>About</main>`, { redirects: [{ from: '/', to: '/about' }] });
  withAlias.routes[0].aliases = ['/me'];
  await prerender(withAlias, out);
  for (const file of ['index.html', 'me/index.html']) {
    const doc = new DOMParser().parseFromString(read(file), 'text/html');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('About me');
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
    expect(doc.title).toBe('Redirecting…');
  }
});

describe('under a base path', () => {
  /** Where a redirect page sends the browser. */
  const refreshTarget = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]*)">/.exec(html)?.[1];

  it.each(['https://x.example', 'https://x.example/portfolio/'])(
    'writes every address with the base path (siteUrl %s)',
    async (siteUrl) => {
      await prerender(entry('<main>About</main>', { siteUrl, redirects: [{ from: '/', to: '/about' }] }, '/portfolio/'), out);
      expect(read('about/index.html')).toContain('<link rel="canonical" href="https://x.example/portfolio/about">');
      expect(refreshTarget(read('index.html'))).toBe('/portfolio/about');
      expect(refreshTarget(read('me/index.html'))).toBe('/portfolio/about');
      expect(read('me/index.html')).toContain('<link rel="canonical" href="https://x.example/portfolio/about">');
      expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.example/portfolio/about']);
      expect(read('robots.txt')).toContain('Sitemap: https://x.example/portfolio/sitemap.xml\n');
    },
  );

  it('names the base path in the _headers rules, which match the addresses visitors ask for', async () => {
    await prerender(entry('<main>About</main>', {}, '/portfolio/'), out);
    const rules = read('_headers')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules).toEqual([
      '/portfolio/*',
      '/portfolio/build/*',
      '/portfolio/_pictures/*',
      '/portfolio/search-index.json',
      '/portfolio/search-index/*',
      '/portfolio/*/feed.xml',
      '/portfolio/*/feed.json',
    ]);
  });

  it('writes root addresses without one', async () => {
    await prerender(entry('<main>About</main>', { redirects: [{ from: '/', to: '/about' }] }), out);
    expect(refreshTarget(read('index.html'))).toBe('/about');
    expect(
      read('_headers')
        .split('\n')
        .filter((line) => line.startsWith('/')),
    ).toEqual(['/*', '/build/*', '/_pictures/*', '/search-index.json', '/search-index/*', '/*/feed.xml', '/*/feed.json']);
  });
});

describe('Content-Security-Policy', () => {
  const theme = ':root{--mantine-color-black:#1b2030;}';
  const classes = '.mantine-hidden-from-md{display:none}';
  const page = `<style data-mantine-styles="true">${theme}</style><style data-mantine-styles="classes">${classes}</style><main style="--x:1">About</main>`;

  /** The policy of a written page, read the way the browser reads it: the first <meta http-equiv>. */
  function policyOf(html: string): Map<string, string[]> {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(doc.head.firstElementChild?.nextElementSibling).toBe(meta); // right after charset: it covers only what follows it
    const directives = (meta?.getAttribute('content') ?? '').split(';').map((d) => d.trim().split(/\s+/));
    return new Map(directives.map(([name, ...values]) => [name, values]));
  }

  it('allows the page’s own <style> blocks and the colour-scheme script by hash, and no other inline script', async () => {
    await prerender(entry(`${page}<script>document.title = "injected"</script>`), out);
    const html = read('about/index.html');
    const policy = policyOf(html);
    expect(policy.get('style-src')).toEqual(["'self'", hashSource(theme), hashSource(classes)]);
    expect(policy.get('script-src')).toEqual(["'self'", hashSource(headScriptOf(html))]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('frame-ancestors')).toBe(false); // ignored in a <meta>, and Chrome says so in the console
  });

  it('runs the colour-scheme script in <head> of every page, the loader of the app joined to it as one inline script', async () => {
    await prerender(entry(page), out);
    for (const file of ['about/index.html', '404.html']) {
      const doc = new DOMParser().parseFromString(read(file), 'text/html');
      const [script, ...others] = [...doc.querySelectorAll('script')].map((element) => element.textContent ?? '');
      expect(others).toEqual([]);
      expect(doc.head.querySelector('script')?.textContent).toBe(script);
      // The scheme is set first, and a failing loader could not undo it.
      expect(script.startsWith(`${schemeScript};`)).toBe(true);
      expect(loaderOf(read(file))).toContain('"/build/index.js"');
    }
  });

  it('matches the hash the browser computes for the block', async () => {
    // The digest of a known string, computed independently: sha256("") in base64.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('lets scripts reach the storage origin only when the build has one', async () => {
    await prerender(entry(page), out, { connectOrigins: ['https://store.example'] });
    expect(policyOf(read('about/index.html')).get('connect-src')).toEqual(["'self'", 'https://store.example']);
    expect(read('_headers')).toContain("connect-src 'self' https://store.example;");
  });

  it('gives redirect pages a policy that allows nothing to load', async () => {
    await prerender(entry(page, { redirects: [{ from: '/', to: '/about' }] }), out);
    expect(policyOf(read('index.html')).get('default-src')).toEqual(["'none'"]);
  });

  it('writes _headers with the pages’ policy, less their style hashes, plus frame-ancestors', async () => {
    await prerender(entry(page), out);
    const headers = read('_headers');
    const pagePolicy = policyOf(read('about/index.html'));
    pagePolicy.set('style-src', ["'self'", "'unsafe-inline'"]);
    const expected = [...pagePolicy].map(([name, values]) => [name, ...values].join(' ')).join('; ');
    expect(headers).toContain(`  Content-Security-Policy: ${expected}; frame-ancestors 'none'\n`);
    expect(headers).toContain('  X-Content-Type-Options: nosniff\n');
    expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    const permissions = /^ {2}Permissions-Policy: (.*)$/m.exec(headers)?.[1].split(', ');
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
    expect(headers).toMatch(/^\/build\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });

  it('refuses a template without the slot for the policy', async () => {
    writeFileSync(join(out, 'index.html'), template.replace('<!--app-csp-->', ''));
    await expect(prerender(entry(page), out)).rejects.toThrow('index.html needs <!--app-csp-->');
  });
});

describe('first paint', () => {
  const styled = template.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/build/chunk.js"><link rel="stylesheet" crossorigin href="/build/site.css"></head>',
  );
  beforeEach(() => {
    writeFileSync(join(out, 'index.html'), styled);
    mkdirSync(join(out, 'build'));
    // The state weighs what .used does (:where counts nothing), so inline after the sheet .used would win over it.
    writeFileSync(join(out, 'build/site.css'), '.used{color:red}.unused{color:blue}:where(.used):hover{color:green}');
  });

  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('inlines the rules the page uses and leaves the whole stylesheet and the script for after the first paint', async () => {
    await prerender(entry('<main class="used">About</main>'), out);
    const html = read('about/index.html');
    const doc = parse(html);
    const inline = [...doc.head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(inline).toContain('.used{color:red}');
    expect(inline).toContain(':where(.used):hover{color:green}');
    expect(inline).not.toContain('.unused');
    // Nothing in the HTML asks for the sheet or the script: the loader in <head> does, once the page has painted.
    const asked = [...doc.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], script[src]')];
    expect(asked.filter((element) => !element.closest('noscript'))).toEqual([]);
    expect(doc.body.querySelector('script')).toBeNull(); // the loader runs from <head>
    expect(loaderOf(html)).toContain('"/build/site.css"');
    expect(loaderOf(html)).toContain('"/build/chunk.js"'); // Vite's module preloads, asked for with the script
    expect(loaderOf(html)).toContain('"/build/index.js"');
    expect(doc.querySelector('noscript link')?.getAttribute('href')).toBe('/build/site.css'); // without JavaScript
  });

  it('keeps both schemes’ variables and the dark scheme’s rules, though the prerendered page says light', async () => {
    const dark = ':root[data-mantine-color-scheme=dark]{--page-bg:#111}[data-mantine-color-scheme=dark] .used{color:white}';
    // The light variables as Mantine writes them, in a selector list that also names the shadow host.
    const light = ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--page-bg:#fff}';
    const sheet = `${light}${dark}.used{background:var(--page-bg)}.unused{color:blue}`;
    writeFileSync(join(out, 'build/site.css'), sheet);
    await prerender(entry('<main class="used">About</main>'), out);
    const inline = [...parse(read('about/index.html')).head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(inline).toContain(':root[data-mantine-color-scheme=light]{--page-bg:#fff}');
    expect(inline).toContain(':root[data-mantine-color-scheme=dark]{--page-bg:#111}');
    expect(inline).toContain('[data-mantine-color-scheme=dark] .used{color:white}');
    expect(inline).not.toContain('.unused');
  });

  it('inlines a rule whose selector is a list inside :is(), as the minifier writes it, when the page matches it', async () => {
    const sheet = ':is(.card:has(.cta),.card:has(.cover)){display:flex}:is(.card:has(.badge),.tile){color:red}';
    writeFileSync(join(out, 'build/site.css'), sheet);
    await prerender(entry('<main><div class="card"><a class="cta">Read</a></div></main>'), out);
    const inline = [...parse(read('about/index.html')).head.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(inline).toBe('@media screen{:is(.card:has(.cta),.card:has(.cover)){display:flex}}');
  });

  it('allows the loader by its hash, here and in _headers', async () => {
    await prerender(entry('<main class="used">About</main>'), out);
    const html = read('about/index.html');
    const allowed = `script-src 'self' ${hashSource(headScriptOf(html))};`;
    expect(html).toContain(allowed);
    expect(read('_headers')).toContain(allowed);
  });

  it('finds the stylesheet under the base path, where the page asks for it', async () => {
    writeFileSync(join(out, 'index.html'), styled.replace('href="/build/site.css"', 'href="/portfolio/build/site.css"'));
    await prerender(entry('<main class="used">About</main>', {}, '/portfolio/'), out);
    const doc = parse(read('about/index.html'));
    expect([...doc.head.querySelectorAll('style')].map((style) => style.textContent).join('')).toContain('.used{color:red}');
    expect(doc.querySelector('noscript link')?.getAttribute('href')).toBe('/portfolio/build/site.css');
  });

  it('inlines the rules of the page’s on-demand blocks after the site’s, and leaves their sheets to the blocks’ code', async () => {
    writeFileSync(join(out, 'build/list.css'), '.used{color:navy}.chip{color:teal}.unseen{color:gray}');
    writeFileSync(join(out, 'build/gallery.css'), '.gallery{color:olive}');
    const withBlocks = entry('<main class="used"><span class="chip">AI</span></main>');
    withBlocks.blockTypes = (url) => (url === '/about' ? ['resource-list', 'two-column', 'resource-list'] : []);
    const blockSheets = new Map([
      ['resource-list', ['build/list.css']],
      ['video-gallery', ['build/gallery.css']],
    ]);
    await prerender(withBlocks, out, { blockSheets });
    const html = read('about/index.html');
    const doc = parse(html);
    // One block (one hash in the policy): the site's rules first, the block's after them, the order the browser
    // meets their sheets in once the code loads. For the screen only: printing reads the sheets, whose print
    // rules the inline copies would override.
    expect([...doc.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '@media screen{.used{color:red}:where(.used):hover{color:green}.used{color:navy}.chip{color:teal}}',
    ]);
    expect([...doc.querySelectorAll('noscript link')].map((link) => link.getAttribute('href'))).toEqual([
      '/build/site.css',
      '/build/list.css',
    ]);
    expect(loaderOf(html)).toContain('"/build/site.css"');
    expect(loaderOf(html)).not.toContain('list.css');
    expect(html).not.toContain('gallery.css'); // a block the page does not draw
    // Every page's loader is the same script: the policy allows it by one hash.
    expect(loaderOf(read('404.html'))).toBe(loaderOf(html));
  });

  describe('with the critical rules kept between builds', () => {
    const cacheDir = () => join(out, '..', `${out.split('/').pop()}-cache`);
    afterEach(() => rmSync(cacheDir(), { recursive: true, force: true }));
    /** Prerenders again into the same folder, the template put back (prerender takes it away). */
    const again = (html: string, options: Parameters<typeof prerender>[2]) => {
      writeFileSync(join(out, 'index.html'), styled);
      return prerender(entry(html), out, options);
    };
    const inlineOf = (html: string) => [...parse(html).head.querySelectorAll('style')].map((style) => style.textContent).join('');

    it('writes the same pages as a build without the cache, and a second build reads every page back', async () => {
      await prerender(entry('<main class="used">About</main>'), out, { cacheDir: cacheDir() });
      const kept = readdirSync(cacheDir()).sort();
      expect(kept).toHaveLength(2); // /about and the 404 page
      await again('<main class="used">About</main>', { cacheDir: cacheDir() });
      expect(readdirSync(cacheDir()).sort()).toEqual(kept); // both read back, none inlined again
      const cached = { about: read('about/index.html'), notFound: read('404.html') };
      await again('<main class="used">About</main>', {});
      expect(cached).toEqual({ about: read('about/index.html'), notFound: read('404.html') });
    });

    it('inlines a changed stylesheet’s rules, and a changed page’s', async () => {
      await prerender(entry('<main class="used">About</main>'), out, { cacheDir: cacheDir() });
      expect(inlineOf(read('about/index.html'))).toContain('.used{color:red}');
      writeFileSync(join(out, 'build/site.css'), '.used{color:purple}.unused{color:blue}');
      await again('<main class="used">About</main>', { cacheDir: cacheDir() });
      expect(inlineOf(read('about/index.html'))).toBe('@media screen{.used{color:purple}}');
      await again('<main class="unused">About</main>', { cacheDir: cacheDir() });
      expect(inlineOf(read('about/index.html'))).toBe('@media screen{.unused{color:blue}}');
    });
  });

  it('refuses a template without the page script', async () => {
    writeFileSync(join(out, 'index.html'), styled.replace('<script type="module" src="/build/index.js"></script>', ''));
    await expect(prerender(entry('<main>About</main>'), out)).rejects.toThrow('no module script');
  });
});

it("writes each page's language to <html lang>, and the site's to redirect pages and the 404", async () => {
  await prerender(entry('<main>Xin chào</main>', { redirects: [{ from: '/', to: '/about' }] }), out);
  const langOf = (path: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(read(path))?.[1];
  expect(langOf('about/index.html')).toBe('vi');
  expect(langOf('404.html')).toBe(site.lang ?? 'en');
  // A redirect page speaks the language of the page it leads to.
  expect(langOf('me/index.html')).toBe('vi');
  expect(langOf('index.html')).toBe('vi');
});

it('replaces a lang the template has, or adds one', () => {
  expect(withLang('<html lang="en" data-x="1">', 'vi')).toBe('<html lang="vi" data-x="1">');
  expect(withLang('<html>', 'en-CA')).toBe('<html lang="en-CA">');
});
