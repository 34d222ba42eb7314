// Which requests the service worker answers, and which window a notification click reuses. Pure, so tested alone.

/** Paths the worker never touches: the API, uploads, health checks and the back office go to the network as usual. */
const NETWORK_ONLY = /^\/(?:api|uploads|healthz|readyz|admin)(?:[/?#]|$)/;

/** The offline page (public/offline.html), precached, shown when a page of the site cannot be fetched. */
export const OFFLINE_PAGE = '/offline.html';

/** Whether a navigation to this URL is a page of the public app, which falls back to the offline page. */
export function isAppNavigation(url: URL, origin: string): boolean {
  return url.origin === origin && !NETWORK_ONLY.test(url.pathname);
}

/** What the worker knows of one of its window clients. */
export interface WindowInfo {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/** The window of this site a notification click should bring forward: the focused one, else a visible one, else any. */
export function pickWindow<T extends WindowInfo>(windows: readonly T[], origin: string): T | undefined {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.focused) ?? ours.find((w) => w.visibilityState === 'visible') ?? ours[0];
}
