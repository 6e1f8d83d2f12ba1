import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Toasts arrive with the first one: Mantine's notifications (with their transitions and scroll
 * handling, about 10 kB gzipped, and their styles) are needed only after a visitor acts, so no page loads them up front.
 */
const loadNotifications = () => import('./toasts');

const Toasts = lazy(() =>
  loadNotifications().then(({ Notifications, classes }) => ({
    default: () => <Notifications position="top-right" className={classes.root} />,
  })),
);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast; the first call loads the toast container, which then shows what was queued. */
export function notify(data: NotificationData) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadNotifications().then(({ showToast }) => showToast(data));
}

/** Where toasts are drawn, once the first has been asked for (inside ThemeProvider). */
export function NotificationsOnDemand() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
