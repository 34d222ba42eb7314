import { useEffect, useState } from 'react';

// Code downloaded beside a page (a dynamic import) that the page waits for, so that it appears whole: a part that
// arrives after the page moves everything under it (a layout shift). Once loaded, a module is kept here, so the next
// visit draws at once. A failed download is settled too: the page then shows without that part.

const loaded = new Map<() => Promise<unknown>, unknown>();

export interface LoadedModule<T> {
  /** The module once downloaded; null while it loads, when it is not wanted, or when the download failed. */
  module: T | null;
  /** False only while a wanted module is still downloading. */
  ready: boolean;
}

export function useLoadedModule<T>(load: () => Promise<T>, wanted = true): LoadedModule<T> {
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState(0);
  const module = (loaded.get(load) as T | undefined) ?? null;
  useEffect(() => {
    if (!wanted || loaded.has(load)) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m);
        if (live) setArrived((n) => n + 1);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted]);
  if (!wanted) return { module: null, ready: true };
  return { module, ready: module !== null || failed };
}
