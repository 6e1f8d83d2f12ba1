import classes from './app.module.css';

interface Props {
  opened: boolean;
  onClick: () => void;
}

/**
 * The bar's menu button, below md: three lines that turn into a cross, drawn as Mantine's Burger draws them but by
 * rules of our own (app.module.css): Burger's code would cost every page's first script about 220 bytes for a
 * button only phones show. The lines are a <span> (a <button> holds phrasing content only).
 */
export function MenuButton({ opened, onClick }: Props) {
  return (
    <button
      type="button"
      className={classes.burger}
      onClick={onClick}
      aria-label={opened ? 'Close menu' : 'Open menu'}
      aria-expanded={opened}
      aria-controls="mobile-menu"
    >
      <span data-opened={opened || undefined} />
    </button>
  );
}
