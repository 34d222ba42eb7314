/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { notificationFor, notificationTarget, readPushPayload } from './push-payload.ts';
import { isAppNavigation, OFFLINE_PAGE, pickWindow } from './sw-routes.ts';

// The service worker (built by vite-plugin-pwa, injectManifest, into /sw.js). It precaches the public app's
// chunks and assets (the list is filtered in vite.config.ts), answers page navigations from the network with the
// offline page as fallback, caches nothing at run time, and shows the reminders' pushes.

declare const self: ServiceWorkerGlobalScope;

// Workbox writes the list of files to precache here at build time. No clean URLs: /offline is not the offline page.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
cleanupOutdatedCaches();

// Pages: always from the network (the server renders each one); the offline page when the network is gone.
// /api, /uploads, health checks and /admin are not matched: the browser fetches them itself.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

// No skipWaiting on install: a new release waits until every tab of the old one is closed, or until the update banner
// asks for it (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Once a new worker is active, it controls the open tabs at once (the banner's reload then comes from it).
clientsClaim();

self.addEventListener('push', (event) => {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null;
  }
  const { title, options } = notificationFor(readPushPayload(text));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pickWindow(windows, self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works only on a window this worker controls; otherwise open a new one.
        const moved = await focused.navigate(target).catch(() => null);
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
