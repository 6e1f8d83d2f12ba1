import { iconSymbols } from './site-data';

const HIDDEN = { display: 'none' } as const;

/**
 * The symbols SpriteIcon names (src/build/site-plugin.ts: SHELL_ICONS and the footer's profiles), once in every
 * page: as a file they were one more request before the first paint, which a phone's LCP waits for.
 */
export function ShellIcons() {
  return <svg style={HIDDEN} dangerouslySetInnerHTML={{ __html: iconSymbols }} />;
}
