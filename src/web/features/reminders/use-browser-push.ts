import { useCallback, useEffect, useState } from 'react';
import { type BrowserPush, readBrowserPush } from './push-browser.ts';

/** This browser's push side (support, worker, permission, subscription), read once and again on refresh(). */
export function useBrowserPush() {
  const [state, setState] = useState<BrowserPush | null>(null);
  const refresh = useCallback(async () => {
    const next = await readBrowserPush();
    setState(next);
    return next;
  }, []);
  useEffect(() => {
    let live = true;
    void readBrowserPush().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);
  return { browser: state, refresh };
}
