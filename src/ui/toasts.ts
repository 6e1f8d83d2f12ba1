// Mantine's notifications with their styles: loaded with the first toast (./notify.tsx), never up front.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './toasts.css';

export { Notifications, notifications } from '@mantine/notifications';
