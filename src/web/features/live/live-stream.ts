import { useSyncExternalStore } from 'react';
import type { LiveSnapshot } from '../../../domain/live.schemas.ts';
import { getUserToken } from '../../session.ts';
import { readEventStream } from './event-stream.ts';

// The live scores, pushed by the server (GET /api/live, Server-Sent Events). One stream for the whole tab, shared
// by every component that listens: opened with the first, closed when the last one unmounts. It is read with fetch
// rather than EventSource so that a logged-in player sends their token: the server caps live streams per client,
// and a player counts as their account, not as the address a phone network's NAT shares among many phones. A
// stream that ends or is refused (429 past the client's share, 503 past the instance's cap, a server restarting)
// is opened again after the server's hint or a growing pause.

const LIVE_URL = '/api/live';
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

/** Retry-After in ms when the answer gives one. */
function retryAfterMs(res: Response): number | undefined {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

function reopenLater(controller: AbortController, hintMs?: number) {
  if (stream !== controller) return;
  stream = null;
  if (listeners.size === 0) return;
  retry = setTimeout(connect, hintMs ?? pause);
  pause = Math.min(pause * 2, MAX_PAUSE_MS);
}

function connect() {
  retry = undefined;
  const controller = new AbortController();
  stream = controller;
  const token = getUserToken();
  let hintMs: number | undefined;
  fetch(LIVE_URL, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    signal: controller.signal,
  })
    .then(async (res) => {
      if (!res.ok || !res.body) {
        hintMs = retryAfterMs(res);
        await res.body?.cancel();
        return;
      }
      await readEventStream(res.body, (event) => {
        if (event.retry !== undefined) hintMs = event.retry;
        if (event.type !== 'live') return;
        pause = FIRST_PAUSE_MS;
        last = JSON.parse(event.data) as LiveSnapshot;
        notify();
      });
    })
    .catch(() => {})
    .finally(() => reopenLater(controller, hintMs));
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
