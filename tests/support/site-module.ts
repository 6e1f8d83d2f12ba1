import { sitePlugin } from '../../src/build/site-plugin';

/**
 * The `virtual:site` module the site plugin writes for a dev server ('serve') or a build, imported as
 * the browser would get it; each page loader, when called, gives its module's id instead of loading it.
 */
export async function importSiteModule(
  root: string,
  command: 'serve' | 'build',
): Promise<{ site: Record<string, unknown>; loaders: Record<string, () => string>; aliases: Record<string, string[]> }> {
  const plugin = sitePlugin(root) as unknown as {
    configResolved(config: { command: string }): void;
    load: (this: object, id: string) => Promise<string>;
  };
  plugin.configResolved({ command });
  const code = await plugin.load.call(
    {
      addWatchFile() {},
      error: (message: string) => {
        throw new Error(message);
      },
    },
    '\0virtual:site',
  );
  return import(`data:text/javascript,${encodeURIComponent(code.replace(/\bimport\(/g, 'String('))}`);
}
