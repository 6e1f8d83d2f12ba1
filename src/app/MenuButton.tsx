import { Box, Burger, UnstyledButton } from '@mantine/core';

interface Props {
  opened: boolean;
  onClick: () => void;
}

/**
 * The bar's menu button, below md: Mantine's Burger with its three lines drawn in a <span>. Burger draws them
 * in a <div>, which HTML does not allow inside a <button> (a button holds phrasing content only); its stylesheet
 * makes the lines a block either way, so the button looks and moves as Burger's does.
 */
export function MenuButton({ opened, onClick }: Props) {
  return (
    <UnstyledButton
      className={Burger.classes.root}
      onClick={onClick}
      hiddenFrom="md"
      aria-label={opened ? 'Close menu' : 'Open menu'}
      aria-expanded={opened}
      aria-controls="mobile-menu"
    >
      <Box component="span" className={Burger.classes.burger} mod={['reduce-motion', { opened }]} />
    </UnstyledButton>
  );
}
