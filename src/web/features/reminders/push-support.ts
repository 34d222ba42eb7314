// Whether this browser has web push at all: read at once, without the service worker (the matches page's offer
// decides with it whether to load its code).

/** The browser has the APIs web push needs (checked without touching the service worker). */
export function browserHasPush(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator
  );
}

/** The permission now, or null without the Notification API. */
export const notificationPermission = (): NotificationPermission | null =>
  'Notification' in window ? Notification.permission : null;
