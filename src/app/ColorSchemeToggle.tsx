import { ActionIcon, Box, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import classes from './app.module.css';
import { SpriteIcon } from './SpriteIcon';

/**
 * The bar's switch between light and dark. Mantine stores the choice (in a cookie: ./color-scheme.ts), and the script
 * in every page's <head> applies it before the next page is painted. Both faces are drawn and CSS
 * shows the one for the scheme on <html>: the button's icon and name never depend on state, so the
 * prerendered HTML and the first render in the browser always agree, whatever the visitor chose.
 */
export function ColorSchemeToggle() {
  // keepTransitions: otherwise Mantine pauses transitions with a <style> of its own, which the
  // Content-Security-Policy refuses (it allows only the style blocks the page was built with).
  const { toggleColorScheme } = useMantineColorScheme({ keepTransitions: true });
  return (
    <ActionIcon variant="default" size="input-sm" radius="md" className={classes.barButton} onClick={toggleColorScheme}>
      <Box component="span" darkHidden className={classes.schemeFace}>
        <SpriteIcon name="moon" size={18} />
        <VisuallyHidden>Switch to dark theme</VisuallyHidden>
      </Box>
      <Box component="span" lightHidden className={classes.schemeFace}>
        <SpriteIcon name="sun" size={18} />
        <VisuallyHidden>Switch to light theme</VisuallyHidden>
      </Box>
    </ActionIcon>
  );
}
