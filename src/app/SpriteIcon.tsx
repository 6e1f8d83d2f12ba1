import { withBase } from '../schema/links';
import { iconSprite } from './site-data';

/**
 * An icon of the shell (top bar, footer) from its one shared file (src/build/site-plugin.ts, SHELL_ICONS and the
 * footer's profiles): every page's HTML then names it rather than carrying its drawing. Decorative: the control
 * it sits in carries the name.
 */
export function SpriteIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${withBase(iconSprite)}#${name}`} />
    </svg>
  );
}
