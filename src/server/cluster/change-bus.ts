import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CHANGE_CHANNEL, type Listener, pgliteListener, postgresListener } from './change-listeners.ts';
import { keepListening } from './change-listening.ts';
import { CHANGE_TOPICS, type ChangeTopic, isTopic } from './change-topics.ts';

/**
 * Tells every instance that something changed, through PostgreSQL LISTEN/NOTIFY on the shared database. Redis is
 * not on this path: an instance that can write can also notify, so a Redis outage changes nothing here. PGlite
 * lives inside one process, so there is no other instance to tell: an announcement there only runs this process's
 * handlers (and never queues a NOTIFY behind a transaction that holds PGlite's one connection), while the bus
 * still listens for what a script on the same PGlite notifies.
 */
export interface ChangeBus {
  /**
   * What a committed write changed, said once, after its commit: runs this instance's handlers of every topic at
   * once, then its reactions (awaited), then notifies the others. The promise settles once the notifications are
   * committed (PostgreSQL delivers them to every listener), so a writer that awaits it before answering leaves no
   * other instance a stale cache after its answer. Never rejects.
   */
  announce(...topics: ChangeTopic[]): Promise<void>;
  /** Calls handler on every change of topic, from this instance or another. Answers an unsubscribe. */
  subscribe(topic: ChangeTopic, handler: () => void): () => void;
  /**
   * Calls handler when this instance announces topic (never for another instance's announcement: the work is done
   * once, where the write was made), after the handlers and before the others are told; announce waits for it.
   * For follow-up work that is not a cache drop (queueing a job). Answers an unsubscribe.
   */
  react(topic: ChangeTopic, handler: () => Promise<void> | void): () => void;
  /**
   * False while this instance may miss notifications (its listening connection is down or not yet answering):
   * caches must then compute every answer. All handlers run when it goes down and again when it comes back.
   */
  trusted(): boolean;
  /** Resolves once this instance listens for the first time. */
  ready(): Promise<void>;
  /** Settles when every announcement started so far is out (null when none is pending): answers wait for it. */
  flushed(): Promise<void> | null;
  close(): Promise<void>;
}

export interface ChangeBusOptions {
  /** How often the listening connection is checked; two missed checks mark it down. */
  heartbeatMs?: number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * An announcement resolves once its notification has come back through this instance's own LISTEN session (PostgreSQL
 * has then handed it to every listening session, the other instances' included), or after this long.
 */
const ECHO_WAIT_MS = 50;

/** Buses by database: apps that share one Database object (tests) share one bus. */
const buses = new WeakMap<object, { bus: ChangeBus; users: number }>();

/** The change bus of a database, opened on first use; close() ends it when its last user closes it. */
export function openChangeBus(database: Database, options: ChangeBusOptions = {}): ChangeBus {
  const shared = buses.get(database);
  if (shared) {
    shared.users += 1;
    return shared.bus;
  }
  const inner = createChangeBus(database, options);
  const entry = { users: 1, bus: inner };
  entry.bus = {
    ...inner,
    async close() {
      entry.users -= 1;
      if (entry.users > 0) return;
      buses.delete(database);
      await inner.close();
    },
  };
  buses.set(database, entry);
  return entry.bus;
}

function createChangeBus(database: Database, options: ChangeBusOptions): ChangeBus {
  const instance = randomBytes(6).toString('hex');
  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const handlers = new Map<ChangeTopic, Set<() => void>>();
  const reactions = new Map<ChangeTopic, Set<() => Promise<void> | void>>();
  const pending = new Set<Promise<void>>();
  const lanes = new Map<ChangeTopic, { tail: Promise<void>; queued?: Promise<void> }>();
  let closed = false;

  const run = (topic: ChangeTopic) => {
    for (const h of handlers.get(topic) ?? []) {
      try {
        h();
      } catch {
        // A handler drops a cache; one failing must not keep the others from running.
      }
    }
  };
  const runAll = () => {
    for (const t of CHANGE_TOPICS) run(t);
  };

  /** Our own notifications on their way back: PostgreSQL has handed them to every listening session then. */
  const echoes = new Map<string, () => void>();
  let sequence = 0;

  const onMessage = (payload: string) => {
    const [from, topic, seq] = payload.split(':');
    if (from === instance) {
      echoes.get(`${topic}:${seq}`)?.();
      return;
    }
    if (!topic || !isTopic(topic)) return;
    run(topic);
  };

  /** Waits (at most ECHO_WAIT_MS) for a notification to come back to this instance's own listener. */
  const echoOf = (key: string) => {
    let done = () => {};
    const back = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      done = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    echoes.set(key, done);
    return back.finally(() => echoes.delete(key));
  };

  const notify = async (topic: ChangeTopic) => {
    for (let attempt = 0; ; attempt++) {
      try {
        const key = `${topic}:${++sequence}`;
        // Only while listening (otherwise the echo cannot come, and the others are told all the same).
        const back = session.up() ? echoOf(key) : null;
        await database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${instance}:${key}`})`);
        await back;
        return;
      } catch (error) {
        if (attempt >= 2 || closed) {
          options.log?.warn({ err: error, topic }, 'change notification failed');
          return;
        }
        await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
      }
    }
  };

  /**
   * One NOTIFY per topic at a time: announcements that arrive while one is out share the next, so a burst of
   * predictions makes a few notifications, not one per request, and each writer still waits for one that
   * was sent after its own write.
   */
  const send = (topic: ChangeTopic): Promise<void> => {
    let lane = lanes.get(topic);
    if (!lane) {
      lane = { tail: Promise.resolve() };
      lanes.set(topic, lane);
    }
    if (lane.queued) return lane.queued;
    const l = lane;
    const p: Promise<void> = l.tail.then(() => {
      if (l.queued === p) l.queued = undefined;
      return notify(topic);
    });
    l.queued = p;
    l.tail = p;
    return p;
  };

  const listener: Listener = database.pglite
    ? pgliteListener(database, onMessage)
    : postgresListener(database, onMessage);

  // Down → every cache is dropped and bypassed; up again → dropped once more (what was missed meanwhile).
  const session = keepListening(database, listener, {
    heartbeatMs,
    onChange(value) {
      runAll();
      options.log?.[value ? 'info' : 'warn']({ instance }, value ? 'change bus listening' : 'change bus down');
    },
  });

  const react = async (topics: readonly ChangeTopic[]) => {
    for (const topic of topics)
      for (const r of reactions.get(topic) ?? []) {
        try {
          await r();
        } catch (error) {
          options.log?.warn({ err: error, topic }, 'change reaction failed');
        }
      }
  };

  const announce = async (topics: readonly ChangeTopic[]) => {
    const distinct = [...new Set(topics)];
    for (const topic of distinct) run(topic);
    await react(distinct);
    if (database.pglite) return;
    await Promise.all(distinct.map((topic) => send(topic)));
  };

  const add = <H>(map: Map<ChangeTopic, Set<H>>, topic: ChangeTopic, handler: H) => {
    let set = map.get(topic);
    if (!set) {
      set = new Set();
      map.set(topic, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  };

  return {
    announce: (...topics) => {
      const p = announce(topics);
      pending.add(p);
      void p.finally(() => pending.delete(p));
      return p;
    },
    subscribe: (topic, handler) => add(handlers, topic, handler),
    react: (topic, handler) => add(reactions, topic, handler),
    trusted: () => session.up() && !closed,
    ready: () => session.started,
    flushed: () => (pending.size ? Promise.all(pending).then(() => {}) : null),
    async close() {
      closed = true;
      session.halt();
      await Promise.all(pending);
      await session.started.catch(() => {});
      await listener.stop().catch(() => {});
    },
  };
}
