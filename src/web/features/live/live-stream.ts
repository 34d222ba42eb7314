import { useSyncExternalStore } from 'react';
import type { LiveSnapshot } from '../../../domain/live.schemas.ts';

// The live scores, pushed by the server (GET /api/live, Server-Sent Events). One EventSource for the whole tab,
// shared by every component that listens: opened with the first, closed when the last one unmounts. The browser
// reconnects by itself after a network error (the server's retry hint); a refusal (503 past the instance's cap,
// a server restarting) closes the source, so it is opened again here after a growing pause.

const LIVE_URL = '/api/live';
const MAX_PAUSE_MS = 30_000;

let source: EventSource | null = null;
let last: LiveSnapshot | null = null;
let pause = 2_000;
let retry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const l of listeners) l();
};

function connect() {
  retry = undefined;
  const es = new EventSource(LIVE_URL);
  source = es;
  es.addEventListener('live', (event) => {
    pause = 2_000;
    last = JSON.parse((event as MessageEvent<string>).data) as LiveSnapshot;
    notify();
  });
  es.addEventListener('error', () => {
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    source = null;
    if (listeners.size === 0) return;
    retry = setTimeout(connect, pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!source && retry === undefined) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retry);
    retry = undefined;
    source?.close();
    source = null;
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
