// Mantine's notifications with their styles: loaded with the first toast (./notify.tsx), never up front.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { notifications, type NotificationData } from '@mantine/notifications';
import classes from './toasts.module.css';

export { Notifications } from '@mantine/notifications';
export { classes };

export const showToast = (data: NotificationData) => notifications.show({ ...data, classNames: { description: classes.description } });
