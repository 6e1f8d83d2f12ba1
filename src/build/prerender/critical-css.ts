import Beasties from 'beasties';
import { selectAll, selectOne } from 'css-select';
import { parse, type Selector } from 'css-what';
import { parseDocument } from 'htmlparser2';
import postcss, { type Root, type Rule } from 'postcss';
import { SCALED } from '../../app/scaled-size';

type Document = ReturnType<typeof parseDocument>;

/**
 * Per page, the rules of the site's stylesheet (and of its on-demand blocks' sheets) that its
 * prerendered HTML uses go inline into <head>, so the first paint waits for no stylesheet; the
 * sheets themselves (for what appears later: menus, pages reached in the browser) are left for
 * after the first paint (./after-first-paint.ts). Without JavaScript, <noscript> links them.
 */
export function criticalCss(outDir: string, basePath: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    // Stylesheet addresses carry the base path ("/portfolio/build/…"); their files are under outDir without it.
    publicPath: basePath,
    preload: 'media-script',
    // Kept here and judged by trimInlineRules instead:
    // - rules under a colour scheme, with the scheme set aside: the prerendered <html> says light, while a
    //   dark visitor's page says dark before it paints;
    // - selectors with a pseudo-class that takes selectors. Beasties erases one with its argument before it
    //   matches, so ":where([…light]) .x" or ":is(.card:has(.a),.card:has(.b))" (as the minifier writes a
    //   list that shares a part) comes out empty and is dropped, though it matches.
    allowRules: [/^(:root)?\[data-mantine-color-scheme=/, /:(?:is|where|has|not)\(/],
    // A <style> the page already holds is left as drawn (none does now: MantineProvider's went with ThemeProvider).
    reduceInlineStyles: false,
    // The site's rules and then each on-demand block's, in one <style>: one hash in the page's policy.
    mergeStylesheets: true,
    // The faces of the families the page's inlined rules name (the headings' typeface and its fallback) go
    // inline too, or the first paint would draw headings in the fallback alone; the preload is written
    // by preloadFonts, first in <head>, where beasties would put it last.
    inlineFonts: true,
    preloadFonts: false,
    logLevel: 'warn',
  });
  return async (html) => preloadFonts(forScreenOnly(trimInlineRules(await beasties.process(html))));
}

const CSP_SLOT = '<!--app-csp-->';
const FONT_URL = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g;

/**
 * A preload for each font file the page's inline rules use, right after the security policy: the
 * browser asks for the font with the HTML, not once it has matched a heading, so it is there for the first
 * paint. `crossorigin`: fonts are always fetched in CORS mode, and a preload must match to be used.
 */
export function preloadFonts(html: string): string {
  const inline = [...html.matchAll(INLINE_RULES)].map((match) => match[1]).join('');
  const files = [...new Set([...inline.matchAll(FONT_URL)].map((match) => match[1]))];
  const links = files.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
  if (!links) return html;
  // The policy's place (a <meta> policy covers only what comes after it), else the start of <head>.
  const anchor = html.includes(CSP_SLOT) ? CSP_SLOT : /<head[^>]*>/.exec(html)?.[0];
  return anchor ? html.replace(anchor, (found) => found + links) : html;
}

/**
 * The inline rules are copies for the first paint on screen. Printing reads the stylesheets alone: their
 * print rules are written to follow the screen rules they change, and the inline copies come after the
 * site's sheet (./after-first-paint.ts), where they would override them on paper.
 */
function forScreenOnly(html: string): string {
  return html.replace(INLINE_RULES, (_, rules: string) => `<style>@media screen{${rules}}</style>`);
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** The inline rules beasties writes: a bare <style>. */
const INLINE_RULES = /<style>([\s\S]*?)<\/style>/g;

/**
 * What the first paint needs of the rules beasties inlined, and no more (the stylesheets follow it):
 * - no print rules: nobody prints a page before its full sheet has arrived;
 * - no selector that matches nothing in the HTML (see dropUnmatchedSelectors);
 * - nothing only a visitor's hover, press or focus shows (see dropInteraction);
 * - only the custom properties the page reads. Mantine's stylesheet declares every palette's (fourteen
 *   colours, ten shades, both schemes): over half of a page's inline rules, most read by nothing on that
 *   page. A property stays when something in the HTML reads it, directly or through another kept property.
 */
export function trimInlineRules(html: string): string {
  const sheets = [...html.matchAll(INLINE_RULES)].map((match) => postcss.parse(match[1]));
  for (const sheet of sheets) sheet.walkAtRules('media', (atRule) => void (/\bprint\b/.test(atRule.params) && atRule.remove()));
  const document = parseDocument(html);
  dropUnmatchedSelectors(sheets, document);
  dropInteraction(sheets, document);
  const scaleOne = declaresScaleOne(sheets);
  const outside = html.replace(INLINE_RULES, '');
  // Removing a property can leave another unread: repeat until nothing more goes.
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set([...(outside + sheets.join('')).matchAll(VAR_REFERENCE)].map((match) => match[1]));
    for (const sheet of sheets)
      sheet.walkDecls(/^--/, (decl) => {
        if (read.has(decl.prop)) return;
        decl.remove();
        removed = true;
      });
  }
  for (const sheet of sheets) {
    sheet.walkRules((rule) => void (rule.nodes.length === 0 && rule.remove()));
    sheet.walkAtRules((atRule) => void (atRule.nodes?.length === 0 && atRule.remove()));
  }
  let next = 0;
  const trimmed = html.replace(INLINE_RULES, () => `<style>${sheets[next++].toString()}</style>`);
  return scaleOne ? trimmed.replace(STYLE_ATTRIBUTE, (attribute: string) => attribute.replace(SCALED, '$1')) : trimmed;
}

/** An element's style attribute that names the scale (Mantine's components write their sizes there too). */
const STYLE_ATTRIBUTE = /\sstyle="[^"]*--mantine-scale[^"]*"/g;

/**
 * Mantine's components write their sizes in their elements' style attributes as products with --mantine-scale, tens of
 * times a page. The stylesheets already write theirs without the scale of 1 (unscaleSizes, src/app/theme-css.ts); the
 * attributes are rewritten the same way once the HTML is final, when the page's rules declare the scale 1 and no other.
 */
function declaresScaleOne(sheets: Root[]): boolean {
  const scales = new Set<string>();
  for (const sheet of sheets) sheet.walkDecls('--mantine-scale', (decl) => void scales.add(decl.value.trim()));
  return scales.size === 1 && scales.has('1');
}

/** Conditions the HTML cannot answer: the colour scheme (set on <html> as the page opens) and what a visitor does. */
const SCHEME = /:where\(\[data-mantine-color-scheme=[^\]]*\]\)|\[data-mantine-color-scheme=[^\]]*\]/g;
const UNANSWERABLE =
  /::?(?:before|after|placeholder|selection|marker|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])|:(?:hover|active|focus-visible|focus-within|focus|visited)(?![\w-])/g;
const ALWAYS = new Set(['', ':root', 'html', 'body', '*']);

/**
 * Beasties keeps a rule when its selector, stripped of every pseudo-class, matches an element, so it
 * keeps Mantine's many states that nothing on the page is in (`.m_…:where([data-loading])`, sizes and
 * variants it does not use). This asks the question again with those conditions left in: only the
 * scheme and interaction states are set aside, since the HTML cannot answer them. A selector the
 * matcher cannot read is kept.
 */
function dropUnmatchedSelectors(sheets: Root[], document: Document): void {
  const matches = (selector: string) => {
    const question = selector.replace(SCHEME, '').replace(UNANSWERABLE, '').trim();
    if (ALWAYS.has(question)) return true;
    try {
      return selectOne(question, document) !== null;
    } catch {
      return true;
    }
  };
  for (const sheet of sheets)
    sheet.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
      const kept = rule.selectors.filter(matches);
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
}

/** A selector less its :not(…) groups, nested parentheses included: `a:hover:where(:not(:disabled))` → `a:hover:where()`. */
function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === '(') depth++;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** A visitor's hover, press or focus: no element is in one at the first paint. */
const INTERACTION = /:(?:hover|active|focus-visible|focus-within|focus)(?![\w-])/;
/** Declarations that act only once a visitor does something: how a change animates, the pointer, selection. */
const INTERACTION_ONLY =
  /^(?:transition(?:-[\w-]+)?|cursor|-webkit-tap-highlight-color|will-change|(?:-webkit-)?user-select|scroll-behavior)$/;

type Specificity = [ids: number, classes: number, types: number];
/** Legacy pseudo-elements written with one colon, which the parser reads as pseudo-classes. */
const PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);

/** A selector's specificity (Selectors 4: :where counts nothing, :is, :not and :has their heaviest argument), or undefined when unreadable. */
function specificity(selector: string): Specificity | undefined {
  const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
  const heaviest = (list: Selector[][]): Specificity =>
    list.map(weigh).reduce((a, b) => (compareSpecificity(a, b) >= 0 ? a : b), [0, 0, 0]);
  const weigh = (tokens: Selector[]): Specificity =>
    tokens.reduce<Specificity>(
      (sum, token) => {
        if (token.type === 'attribute') return add(sum, token.name === 'id' && token.action === 'equals' ? [1, 0, 0] : [0, 1, 0]);
        if (token.type === 'tag' || token.type === 'pseudo-element') return add(sum, [0, 0, 1]);
        if (token.type !== 'pseudo' || token.name === 'where') return sum;
        if (Array.isArray(token.data)) return add(sum, heaviest(token.data));
        return add(sum, PSEUDO_ELEMENTS.has(token.name) ? [0, 0, 1] : [0, 1, 0]);
      },
      [0, 0, 0],
    );
  try {
    return heaviest(parse(selector));
  } catch {
    return undefined;
  }
}

/** Orders two weights; an unreadable one (undefined) counts as equal, so the state it might contest stays inline. */
const compareSpecificity = (a: Specificity | undefined, b: Specificity) => (a ? a[0] - b[0] || a[1] - b[1] || a[2] - b[2] : 0);

/**
 * Nothing has been hovered, pressed or focused before the first paint, and the stylesheets arrive soon after it,
 * so the inline copies leave out selectors in such a state and declarations that act only on one (transitions,
 * the cursor, selection): about 350 bytes of an archive page's first round trip. A state's selector stays when a
 * rule kept inline, exactly as specific, sets one of its properties on an element it styles: the inline rules come
 * after the stylesheets (./after-first-paint.ts), where that rule would win over the state's. Between rules of other
 * weights order decides nothing (Mantine's `.m_x{color}` loses to its `.m_x:hover{color}` wherever it stands): leaving
 * those states out saved 150 to 300 more bytes a page.
 */
function dropInteraction(sheets: Root[], document: Document): void {
  const found = new Map<string, Set<unknown> | undefined>();
  const styled = (selector: string): Set<unknown> | undefined => {
    if (!found.has(selector)) {
      try {
        found.set(selector, new Set(selectAll(selector.replace(SCHEME, '').replace(UNANSWERABLE, '').trim() || '*', document)));
      } catch {
        found.set(selector, undefined); // unreadable: it may style anything
      }
    }
    return found.get(selector);
  };
  const properties = (rule: Rule) => rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []));
  // A state inside :not() is one the element is not in (true at the first paint); outside it, one it must be in.
  const inState = (selector: string) => INTERACTION.test(withoutNegations(selector));
  const kept: { selector: string; properties: string[]; weight?: Specificity }[] = [];
  const states: Rule[] = [];
  for (const sheet of sheets)
    sheet.walkRules((rule) => {
      if (rule.selectors.some(inState)) states.push(rule);
      for (const selector of rule.selectors.filter((s) => !inState(s)))
        kept.push({ selector, properties: properties(rule), weight: specificity(selector) });
    });
  for (const rule of states) {
    const own = new Set(properties(rule));
    const contested = (selector: string) => {
      const elements = styled(selector);
      const weight = specificity(selector);
      return kept.some(({ selector: other, properties: set, weight: theirWeight }) => {
        if (!set.some((property) => own.has(property))) return false;
        // Only order decides between rules of equal weight; a lighter one loses to the state wherever it stands
        // (`.b` to `.b:hover`), and a heavier one wins over it in the sheet too.
        if (weight && compareSpecificity(theirWeight, weight) !== 0) return false;
        const theirs = styled(other);
        return !elements || !theirs || [...theirs].some((element) => elements.has(element));
      });
    };
    const remaining = rule.selectors.filter((selector) => !inState(selector) || contested(selector));
    if (remaining.length === 0) rule.remove();
    else if (remaining.length < rule.selectors.length) rule.selectors = remaining;
  }
  for (const sheet of sheets) sheet.walkDecls(INTERACTION_ONLY, (decl) => void decl.remove());
}
