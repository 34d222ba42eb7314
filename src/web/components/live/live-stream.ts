import { useSyncExternalStore } from 'react';
import type { LiveSnapshot } from '../../../domain/live.schemas.ts';

// The live scores, pushed by the server (GET /api/live, Server-Sent Events). One stream for the whole tab, shared
// by every component that listens: opened with the first, closed when the last one unmounts. It is read with fetch
// rather than EventSource so that a logged-in player sends their token: the server caps live streams per client,
// and a player counts as their account, not as the address a phone network's NAT shares among many phones. A
// stream that ends or is refused (429 past the client's share, 503 past the instance's cap, a server restarting)
// is opened again after the server's hint or a growing pause. The reading code (live-connection.ts) loads with the
// first stream, after the page has rendered, so it is no part of a page's initial script.

const FIRST_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 30_000;

let stream: AbortController | null = null;
let last: LiveSnapshot | null = null;
let pause = FIRST_PAUSE_MS;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const l of listeners) l();
};

function connect() {
  retry = undefined;
  const controller = new AbortController();
  stream = controller;
  const ended = (hintMs?: number) => {
    if (stream !== controller) return;
    stream = null;
    if (listeners.size === 0) return;
    retry = setTimeout(connect, hintMs ?? pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  };
  import('../../features/live/live-connection.ts').then(
    ({ openLiveStream }) => {
      if (controller.signal.aborted) return;
      openLiveStream(
        controller.signal,
        (snapshot) => {
          pause = FIRST_PAUSE_MS;
          last = snapshot;
          notify();
        },
        ended,
      );
    },
    () => ended(),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stream && retry === undefined) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retry);
    retry = undefined;
    const open = stream;
    stream = null;
    open?.abort();
  };
}

/** The matches under way and the projection's generation, kept up to date while mounted (null until the first). */
export function useLiveSnapshot(): LiveSnapshot | null {
  return useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
}
