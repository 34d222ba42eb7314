import type { PushSubscriptionInput } from '../../../domain/reminders.schemas.ts';
import { type PushEnvironment, vapidKeyBytes } from './push-state.ts';
import { browserHasPush, notificationPermission } from './push-support.ts';

// The browser's side of web push: the permission, the service worker's PushManager, this browser's subscription.

/** How long to wait for a worker still installing (its first visit), and for one that may never come. */
const INSTALLING_WAIT_MS = 10_000;
const ABSENT_WAIT_MS = 1500;

/** The active service worker registration of this site, or null when none comes (or it cannot be read). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!browserHasPush()) return null;
  try {
    const existing = await navigator.serviceWorker.getRegistration();
    if (existing?.active) return existing;
    // A first visit registers the worker after the page loads: give it a moment to become active.
    const wait = existing ? INSTALLING_WAIT_MS : ABSENT_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), wait);
    });
    const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
    clearTimeout(timer);
    return reg;
  } catch {
    return null;
  }
}

export interface BrowserPush {
  env: PushEnvironment;
  /** This browser's subscription, when it has one. */
  subscription: PushSubscription | null;
}

export async function readBrowserPush(): Promise<BrowserPush> {
  const reg = await registration();
  let subscription: PushSubscription | null = null;
  try {
    subscription = reg ? await reg.pushManager.getSubscription() : null;
  } catch {
    subscription = null;
  }
  return {
    env: { supported: browserHasPush(), hasWorker: reg !== null, permission: notificationPermission() },
    subscription,
  };
}

/** Why subscribing failed: the player said no, or the browser could not. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'failed') {
    super(reason);
  }
}

/**
 * Asks the permission (call it from the click itself, so the browser shows its question), then subscribes this
 * browser with the server's VAPID key and answers the subscription as the server takes it.
 */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const reg = await registration();
  if (!reg) throw new PushSetupError('failed');
  try {
    const existing = await reg.pushManager.getSubscription();
    const sub =
      existing ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidPublicKey) }));
    const json = sub.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('subscription without keys');
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch (e) {
    console.error('push subscribe failed', e);
    throw new PushSetupError('failed');
  }
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), or null when there was none. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const reg = await registration();
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch((e: unknown) => console.error('push unsubscribe failed', e));
  return endpoint;
}
