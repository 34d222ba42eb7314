// What web push can do in this browser, from what the browser and the server tell: pure, so it is tested as a table.

/**
 * unavailable: the server sends no pushes (no VAPID key); unsupported: the browser has no Push API; denied: the
 * player blocked notifications; no-worker: no service worker is registered, so nothing can subscribe; ask: the
 * browser will ask; granted: already allowed.
 */
export type PushAvailability = 'unavailable' | 'unsupported' | 'denied' | 'no-worker' | 'ask' | 'granted';

export interface PushEnvironment {
  /** The browser has Notification, the service worker container and PushManager. */
  supported: boolean;
  /** A service worker registration exists for this site. */
  hasWorker: boolean;
  permission: NotificationPermission | null;
}

export function pushAvailability(env: PushEnvironment, vapidPublicKey: string | null): PushAvailability {
  if (!vapidPublicKey) return 'unavailable';
  if (!env.supported || env.permission === null) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  if (!env.hasWorker) return 'no-worker';
  return env.permission === 'granted' ? 'granted' : 'ask';
}

/** Whether this browser can subscribe now (possibly after the browser's question). */
export const canSubscribe = (a: PushAvailability) => a === 'ask' || a === 'granted';

/** The VAPID public key (base64url, as the server gives it) as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
