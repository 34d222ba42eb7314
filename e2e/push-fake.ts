// Headless Chromium has no push service: PushManager.subscribe() cannot reach one. This init script stands in for
// the BROWSER's push service (not for our code): subscribe() answers a subscription with a real P-256 key (65 bytes)
// and a 16-byte auth secret, kept in localStorage so that it outlives a reload as a real one does; getSubscription()
// and unsubscribe() follow it. When the build has no service worker of its own, a stand-in registration carries the
// same PushManager, so the page's push code has a registration to use.
import type { Page } from '@playwright/test';

/** The localStorage key of the fake subscription (the page's own code never reads it). */
export const FAKE_PUSH_KEY = '__e2ePushSubscription';

function installFakePush(key: string) {
  const b64url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  const subscription = (json: Json) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => json,
    unsubscribe: async () => {
      localStorage.removeItem(key);
      return true;
    },
  });
  const read = () => {
    const raw = localStorage.getItem(key);
    return raw ? subscription(JSON.parse(raw) as Json) : null;
  };
  const manager = {
    async subscribe(options?: { userVisibleOnly?: boolean; applicationServerKey?: BufferSource | string | null }) {
      const key65 = options?.applicationServerKey;
      const size = typeof key65 === 'string' ? 0 : key65 ? key65.byteLength : 0;
      // What a real push service insists on: visible pushes and the server's 65-byte VAPID key.
      if (!options?.userVisibleOnly || size !== 65)
        throw new DOMException('bad subscribe options', 'InvalidAccessError');
      const existing = read();
      if (existing) return existing;
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])) as CryptoKeyPair;
      const json: Json = {
        endpoint: `https://push.example.invalid/e2e/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: b64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      localStorage.setItem(key, JSON.stringify(json));
      return subscription(json);
    },
    async getSubscription() {
      return read();
    },
  };
  if ('PushManager' in window) {
    Object.assign(PushManager.prototype, { subscribe: manager.subscribe, getSubscription: manager.getSubscription });
  }
  const container = navigator.serviceWorker;
  if (!container) return;
  const realGet = container.getRegistration.bind(container);
  const realReady = Object.getOwnPropertyDescriptor(ServiceWorkerContainer.prototype, 'ready')?.get;
  const standIn = { active: { state: 'activated' }, scope: `${location.origin}/`, pushManager: manager };
  Object.assign(container, {
    getRegistration: async (...args: Parameters<ServiceWorkerContainer['getRegistration']>) =>
      (await realGet(...args)) ?? standIn,
  });
  Object.defineProperty(container, 'ready', {
    get: async () => ((await realGet()) && realReady ? realReady.call(container) : standIn),
  });
}

export const fakePushService = (page: Page) => page.addInitScript(installFakePush, FAKE_PUSH_KEY);
