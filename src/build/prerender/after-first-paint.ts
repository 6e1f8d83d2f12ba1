/**
 * A prerendered page is drawn from its HTML alone: the rules it uses are inline and its text needs no
 * script. What it needs later (the site's stylesheet, for menus, dialogs and pages reached in the
 * browser; the app's script, to hydrate) is asked for once the page has painted, by one small script,
 * so nothing competes with the HTML and its first images for a slow network.
 * The script is the same on every page of a build, and it joins the colour-scheme script in <head> (./prerender.ts):
 * one inline script, so the page's Content-Security-Policy, and the host's, allow it by one hash (a hash is 54 bytes
 * that do not compress, sent in the page and again in the header). Without JavaScript, <noscript> holds plain links to
 * the page's stylesheets.
 */

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
/** Beasties' deferred sheet (media="print", switched on by its own script, which this replaces). */
const DEFERRED_SHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*\sdata-beasties-media="[^"]*"[^>]*>/g;
const SHEET_SWITCH = /<script>[^<]*data-beasties-media[^<]*<\/script>/;

export interface LateResources {
  stylesheets: string[];
  modulePreloads: string[];
  scripts: string[];
}

/**
 * The loader. It waits for the first contentful paint (its entry: the frame is drawn, not about to be;
 * a first paint of the background alone can come a frame before it) and for
 * the load event (the first screen's pictures are in), then for one more frame, in which those
 * pictures are drawn: the page's largest paint is behind it. A browser that reports no paints waits
 * for the load event alone. A tab opened in the background paints, and so loads, when shown.
 * The site's sheet goes in before the inline rules, not after them: the rules of the page's on-demand
 * blocks must keep coming after the site's, as their own sheets will (Vite appends those), or the
 * site's would win for a moment and move what the blocks' rules place (the budgets tests hold every box
 * still while the sheet lands alone).
 */
export function loaderScript({ stylesheets, modulePreloads, scripts }: LateResources): string {
  const add = (tag: string, props: string, before = '') => `a('${tag}',${props}${before && `,${before}`});`;
  const body = [
    ...stylesheets.map((href) => add('link', `{rel:'stylesheet',href:${JSON.stringify(href)}}`, "document.head.querySelector('style')")),
    ...modulePreloads.map((href) => add('link', `{rel:'modulepreload',href:${JSON.stringify(href)}}`)),
    ...scripts.map((src) => add('script', `{type:'module',src:${JSON.stringify(src)}}`)),
  ].join('');
  return (
    '(function(){' +
    "function a(t,p,b){var e=document.createElement(t);e.crossOrigin='';Object.assign(e,p);document.head.insertBefore(e,b||null)}" +
    `function load(){${body}}` +
    "var loaded=document.readyState==='complete',painted=false,P=window.PerformanceObserver;" +
    'function go(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(load)})}' +
    "addEventListener('load',function(){loaded=true;go()});" +
    "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)painted=true;" +
    "else new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=true;go()}}).observe({type:'paint',buffered:true});" +
    'go()' +
    '})()'
  );
}

/**
 * Takes the page's script, module preloads and stylesheets out of the HTML and has the loader ask for them.
 * `withTheirCode`: the sheets of the page's on-demand blocks, which the script brings with each block's code.
 * `joinTo`: the inline script the build wrote into <head> (the colour scheme's), which the loader joins; only that
 * one, never a script the page rendered, which the policy must not allow. Without it, the loader goes last in <body>.
 */
export function loadAfterFirstPaint(html: string, withTheirCode: string[] = [], joinTo = ''): string {
  const found: LateResources = { stylesheets: [], modulePreloads: [], scripts: [] };
  let page = html;
  const take = (pattern: RegExp, into: string[]) => {
    page = page.replace(pattern, (_, url: string) => {
      into.push(url);
      return '';
    });
  };
  take(MODULE_SCRIPT, found.scripts);
  take(MODULE_PRELOAD, found.modulePreloads);
  take(DEFERRED_SHEET, found.stylesheets);
  found.stylesheets = found.stylesheets.filter((href) => !withTheirCode.includes(href));
  if (found.scripts.length === 0) throw new Error('The page has no module script to load after its first paint: is index.html Vite’s?');
  page = page.replace(SHEET_SWITCH, '');
  const loader = loaderScript(found);
  // It waits for the load event wherever it runs. Joined, the scheme is set first, and a failing loader cannot undo it.
  const joined = /^(<script\b[^>]*>)([\s\S]*)<\/script>$/.exec(joinTo.trim());
  const at = joinTo ? page.indexOf(joinTo) : -1;
  if (!joined || at < 0 || at > page.indexOf('</head>')) return page.replace('</body>', () => `<script>${loader}</script></body>`);
  const [, open, code] = joined;
  return page.slice(0, at) + `${open}${code.trim()};${loader}</script>` + page.slice(at + joinTo.length);
}
