import type { LiveSnapshot } from '../../../domain/live.schemas.ts';
import { getUserToken } from '../../session.ts';
import { readEventStream } from './event-stream.ts';

const LIVE_URL = '/api/live';

/** Retry-After in ms when the answer gives one. */
function retryAfterMs(res: Response): number | undefined {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Opens GET /api/live with the player's token when logged in, calls `onSnapshot` for each `live` event, and `onEnd`
 * once the stream has ended or was refused, with the server's hint of when to come back (its retry field or a
 * refusal's Retry-After) if it gave one. Aborting the signal ends it without `onEnd`.
 */
export function openLiveStream(
  signal: AbortSignal,
  onSnapshot: (snapshot: LiveSnapshot) => void,
  onEnd: (hintMs: number | undefined) => void,
) {
  const token = getUserToken();
  let hintMs: number | undefined;
  fetch(LIVE_URL, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    signal,
  })
    .then(async (res) => {
      if (!res.ok || !res.body) {
        hintMs = retryAfterMs(res);
        await res.body?.cancel();
        return;
      }
      await readEventStream(res.body, (event) => {
        if (event.retry !== undefined) hintMs = event.retry;
        if (event.type === 'live') onSnapshot(JSON.parse(event.data) as LiveSnapshot);
      });
    })
    .catch(() => {})
    .finally(() => {
      if (!signal.aborted) onEnd(hintMs);
    });
}
