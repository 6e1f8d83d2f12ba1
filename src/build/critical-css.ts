import Beasties from 'beasties';
import postcss from 'postcss';

/**
 * Per page, the rules of the site's stylesheet that its prerendered HTML uses go inline into
 * <head>, so the first paint waits for no stylesheet; the full sheet (for what appears later:
 * menus, dialogs, toasts, pages reached in the browser) is left for after the first paint
 * (./after-first-paint.ts). A visitor without JavaScript gets the full sheet through <noscript>.
 */
export function criticalCss(outDir: string, basePath: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    // Stylesheet addresses carry the base path ("/portfolio/build/…"); their files are under outDir without it.
    publicPath: basePath,
    preload: 'media-script',
    // The prerendered <html> says light, so rules for the dark scheme would all be dropped as unused:
    // dark visitors need them on the first paint too. (Components' ":where([…dark])" rules are kept
    // by their elements, as every other rule is.) The light scheme's variables are kept by name too:
    // Mantine's selector for them also lists ":host(…)", which beasties cannot match, so it drops them.
    allowRules: [/^(:root)?\[data-mantine-color-scheme=["']?dark/, /^:root\[data-mantine-color-scheme=["']?light/],
    // Mantine's own <style> blocks (theme variables) stay as they are: their hashes are in the policy.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    logLevel: 'warn',
  });
  return async (html) => dropUnusedCustomProperties(await beasties.process(html));
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
/** The inline rules beasties writes: a bare <style> (Mantine's own blocks carry attributes, and React draws them). */
const INLINE_RULES = /<style>([\s\S]*?)<\/style>/g;

/**
 * Mantine's stylesheet declares every palette's custom properties (fourteen colours, ten shades, both
 * schemes): over half of a page's inline rules, most of them read by nothing on that page. This keeps
 * the ones the page reads, anywhere in its HTML, directly or through another kept property; the
 * full stylesheet, which follows the first paint, declares them all again.
 */
export function dropUnusedCustomProperties(html: string): string {
  const sheets = [...html.matchAll(INLINE_RULES)].map((match) => postcss.parse(match[1]));
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
  return html.replace(INLINE_RULES, () => `<style>${sheets[next++].toString()}</style>`);
}
