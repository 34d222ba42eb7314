import type { Database } from '../db/client.ts';

// The change bus's listening connections (change-bus.ts decides when to start, check and replace them).

export const CHANGE_CHANNEL = 'prezice_changes';

/** A listening connection: PGlite's in-process one or a dedicated PostgreSQL session. */
export interface Listener {
  /** Resolves when LISTEN is in effect. */
  start(): Promise<void>;
  /** Resolves when the connection answers (a round trip on the listening session). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** PGlite's own LISTEN: what a script on the same PGlite notifies (this process's announcements skip NOTIFY). */
export function pgliteListener(database: Database, onMessage: (payload: string) => void): Listener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      unlisten = await database.pglite!.listen(CHANGE_CHANNEL, onMessage);
    },
    async check() {},
    async stop() {
      const u = unlisten;
      unlisten = undefined;
      // PGlite closes with the app's database; its listeners go with it.
      if (u && !database.pglite!.closed) await u();
    },
  };
}

export interface PostgresListener extends Listener {
  onClose?: () => void;
}

/** A session of its own (not from the pool), holding LISTEN; a new one after any loss. */
export function postgresListener(database: Database, onMessage: (payload: string) => void): PostgresListener {
  type Sql = import('postgres').Sql;
  let client: Sql | undefined;
  const self: PostgresListener = {
    async start() {
      const { default: postgres } = await import('postgres');
      if (!database.url) throw new Error('the change bus needs the database URL');
      // onnotify is one of postgres.js's options, missing from its types.
      const c = postgres(database.url, {
        max: 1,
        idle_timeout: 0,
        max_lifetime: null,
        connect_timeout: 5,
        // No catalogue query on connect: the session only listens and answers `select 1`, and a type fetch
        // still running when the session is ended would reject with nobody to catch it.
        fetch_types: false,
        onnotice: () => {},
        onnotify: (channel: string, payload: string) => channel === CHANGE_CHANNEL && onMessage(payload),
        onclose: () => {
          if (client === c) self.onClose?.();
        },
        connection: { application_name: 'prezice-change-bus' },
      } as Parameters<typeof postgres>[1]);
      client = c;
      await c.unsafe(`listen ${CHANGE_CHANNEL}`);
    },
    async check() {
      if (!client) throw new Error('not listening');
      // postgres.js opens a new session for a query on a lost one: that session answers, but does not listen.
      const rows = await client`select 1 from pg_listening_channels() as c(name) where c.name = ${CHANGE_CHANNEL}`;
      if (rows.length === 0) throw new Error('the session no longer listens');
    },
    async stop() {
      const c = client;
      client = undefined;
      await c?.end({ timeout: 0 });
    },
  };
  return self;
}
