import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdateBanner } from './update-banner.tsx';
import { updateState } from './update-state.ts';

/**
 * Registers the service worker (/sw.js, src/web/sw/service-worker.ts) and mounts the update banner. main.tsx loads
 * this module once the page has loaded, so it never weighs on the first screen.
 *
 * A new release's worker installs in the background and waits (it never skips waiting on its own): the banner
 * offers it, and a click tells it to take over, then reloads the page once it controls. Without a click, the new
 * release starts the next time the site is opened.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateState.set(() => {
      // Reload only for the handover asked for here, not when a first worker starts controlling the page.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().then(mountBanner, () => {
    // No worker (a private window, a blocked origin): the site works as before, only without offline or updates.
  });
}

/** The banner's own React root, at the end of the body: its status region is in place before any message. */
function mountBanner() {
  if (document.getElementById('pwa-update')) return;
  const host = document.createElement('div');
  host.id = 'pwa-update';
  document.body.append(host);
  createRoot(host).render(createElement(UpdateBanner));
}
