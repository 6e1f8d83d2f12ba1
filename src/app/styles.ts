// Mantine's styles per component: only what the site uses ships (about a quarter of styles.css).
import '@mantine/core/styles/baseline.css';
// Every CSS variable of the theme, Mantine's defaults included (src/app/theme-css.ts).
import 'virtual:theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';

import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/EmptyState.css';
import './global.css';
import './print.css';
