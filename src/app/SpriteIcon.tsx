/** An icon of the shell (top bar, footer) by its symbol's id (./ShellIcons.tsx). Decorative: the control it sits in carries the name. */
export function SpriteIcon({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`#${name}`} />
    </svg>
  );
}
