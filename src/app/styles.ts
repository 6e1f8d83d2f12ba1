// Mantine's styles per component: only what the site uses ships (about a quarter of styles.css).
// This is the first load's sheet; code that loads on demand imports its components' styles itself,
// and they come with it (the block's sheet is inlined into pages that draw it: src/build/prerender/prerender.ts).
import '@mantine/core/styles/baseline.css';
// Every CSS variable of the theme, Mantine's defaults included (src/app/theme-css.ts).
import 'virtual:theme.css';
// The headings' typeface and its size-matched fallback (src/build/assets/heading-font.ts).
import 'virtual:heading-font.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/ThemeIcon.css';
import './global.css';
import './print.css';
