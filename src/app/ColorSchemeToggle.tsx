import { ActionIcon, Box, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { decorative } from '../ui/Icon';
import classes from './app.module.css';

/**
 * The bar's switch between light and dark. Mantine stores the choice in localStorage, and the script
 * in every page's <head> applies it before the next page is painted. Both faces are drawn and CSS
 * shows the one for the scheme on <html>: the button's icon and name never depend on state, so the
 * prerendered HTML and the first render in the browser always agree, whatever the visitor chose.
 */
export function ColorSchemeToggle() {
  // keepTransitions: otherwise Mantine pauses transitions with a <style> of its own, which the
  // Content-Security-Policy refuses (it allows only the style blocks the page was built with).
  const { toggleColorScheme } = useMantineColorScheme({ keepTransitions: true });
  return (
    <ActionIcon variant="default" size="input-sm" radius="md" onClick={toggleColorScheme}>
      <Box component="span" darkHidden className={classes.schemeFace}>
        <IconMoon size={18} {...decorative} />
        <VisuallyHidden>Switch to dark theme</VisuallyHidden>
      </Box>
      <Box component="span" lightHidden className={classes.schemeFace}>
        <IconSun size={18} {...decorative} />
        <VisuallyHidden>Switch to light theme</VisuallyHidden>
      </Box>
    </ActionIcon>
  );
}
