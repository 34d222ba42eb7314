import type { Database } from '../db/client.ts';
import type { Listener, PostgresListener } from './change-listeners.ts';

/** The change bus's listening session, kept up: whether it is listening, and when it first did. */
export interface ListeningSession {
  /** False while notifications may be missed: the session is down or not yet answering. */
  up(): boolean;
  /** Resolves once the session listens for the first time (or the bus closed before it did). */
  readonly started: Promise<void>;
  /** Stops checking and reconnecting; the bus then stops the listener itself. */
  halt(): void;
}

interface ListeningOptions {
  /** How often the session is checked; a check that takes two of these marks it down. */
  heartbeatMs: number;
  /** Told each time the session goes down or comes back up. */
  onChange(up: boolean): void;
}

/**
 * Starts the listener and keeps it up: a session that closes (PostgreSQL restarted, the network cut) or stops
 * answering the heartbeat is marked down at once and reconnected, retrying with a growing pause (up to 2 s).
 * PGlite lives in this process: its listener cannot drop, so it counts as up from the start.
 */
export function keepListening(database: Database, listener: Listener, options: ListeningOptions): ListeningSession {
  const { heartbeatMs } = options;
  let up = false;
  let halted = false;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  let reconnectDelay = 100;
  /** Counts the sessions started, so that a late failure of an old one is told apart. */
  let generation = 0;
  /** The one reconnection in flight: the close event and a failed heartbeat may both ask for it. */
  let reconnecting: Promise<void> | undefined;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    options.onChange(value);
  };
  const connect = async () => {
    while (!halted) {
      try {
        await listener.start();
        generation++;
        reconnectDelay = 100;
        setUp(true);
        return;
      } catch {
        setUp(false);
        await listener.stop().catch(() => {});
        await new Promise((r) => setTimeout(r, reconnectDelay));
        reconnectDelay = Math.min(reconnectDelay * 2, 2_000);
      }
    }
  };
  const reconnect = () => {
    reconnecting ??= listener
      .stop()
      .catch(() => {})
      .then(connect)
      .finally(() => {
        reconnecting = undefined;
      });
    return reconnecting;
  };
  const heartbeat = async () => {
    if (checking || halted) return;
    checking = true;
    try {
      if (!up) return;
      const checked = generation;
      const ok = await Promise.race([
        listener.check().then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 2 * heartbeatMs).unref()),
      ]).catch(() => false);
      // A check that failed on a session already replaced (the close was seen first) says nothing of the new one.
      if (!ok && !halted && generation === checked) {
        setUp(false);
        await reconnect();
      }
    } finally {
      checking = false;
    }
  };

  const started = connect().then(() => {
    if (halted) return;
    timer = setInterval(() => void heartbeat(), heartbeatMs);
    timer.unref();
  });
  if (database.pglite) up = true;
  else
    (listener as PostgresListener).onClose = () => {
      if (halted || !up) return;
      setUp(false);
      void reconnect();
    };

  return {
    up: () => up,
    started,
    halt() {
      halted = true;
      if (timer) clearInterval(timer);
    },
  };
}
