import type { Env } from './config-env.ts';

/** LIVE_*: the live scores' event streams (modules/live/live-stream.service.ts). */
export interface LiveSettings {
  /** LIVE_HEARTBEAT_MS: a comment this often on every stream; a client's slot is renewed as often. */
  heartbeatMs: number;
  /** LIVE_STREAMS_MAX: streams one instance holds; past it 503. */
  streamsMax: number;
  /**
   * LIVE_STREAMS_PER_CLIENT: streams one client holds across instances (its account when it sends a token, else
   * its address, an IPv6 /64 counting as one); past it 429.
   */
  perClient: number;
}

export const liveSettings = (env: Env): LiveSettings => ({
  heartbeatMs: env.LIVE_HEARTBEAT_MS,
  streamsMax: env.LIVE_STREAMS_MAX,
  perClient: env.LIVE_STREAMS_PER_CLIENT,
});
