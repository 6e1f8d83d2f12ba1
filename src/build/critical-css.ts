import Beasties from 'beasties';

/**
 * Per page, the rules of the site's stylesheet that its prerendered HTML uses go inline into
 * <head>, so the first paint waits for no stylesheet; the full sheet (for what appears later:
 * menus, dialogs, toasts, pages reached in the browser) loads as media="print" and is switched on
 * by one small invariant script, which the page's Content-Security-Policy allows by its hash.
 * A visitor without JavaScript gets the full sheet through <noscript>.
 */
export function criticalCss(outDir: string, basePath: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    // Stylesheet addresses carry the base path ("/portfolio/build/…"); their files are under outDir without it.
    publicPath: basePath,
    preload: 'media-script',
    // The prerendered <html> says light, so rules for the dark scheme would all be dropped as unused:
    // dark visitors need them on the first paint too. (Components' ":where([…dark])" rules are kept
    // by their elements, as every other rule is.)
    allowRules: [/^(:root)?\[data-mantine-color-scheme=["']?dark/],
    // Mantine's own <style> blocks (theme variables) stay as they are: their hashes are in the policy.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    // The font is declared in index.html's own <style> and preloaded by the shell.
    fonts: false,
    logLevel: 'warn',
  });
  return (html) => beasties.process(html);
}
