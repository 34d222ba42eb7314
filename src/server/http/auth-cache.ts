import { dropEverywhere, keptCache } from '../cluster/cache.ts';
import type { ChangeBus } from '../cluster/change-bus.ts';

// Who a token names, kept for a moment ('session-lookups' in cluster/cache-registry.ts: two seconds at most): every
// authenticated request checks its session row, and a player's feed read is otherwise one query for the session
// and one for the page. Correct revocation comes first: every write to sessions or to the account columns a token
// carries calls authChanged(), which drops every entry at once (such writes are rare next to reads) on this
// instance and, through the change bus ('sessions'), on every other before the write is answered. While an
// instance's bus is not listening it looks every session up.

/** The change bus of each app's database, with how many apps share it (a test may start two on one database). */
const buses = new WeakMap<object, { bus: ChangeBus; apps: number }>();
const announcers = new Set<() => void>();

/**
 * Shares this app's auth changes with the other instances on its database: theirs drop this process's entries
 * (the cache hears 'sessions'), this process's are announced. Answers the undo, for the app's close.
 */
export function shareAuthChanges(db: object, bus: ChangeBus): () => void {
  const shared = buses.get(db);
  const held = shared?.bus === bus ? shared : { bus, apps: 0 };
  held.apps += 1;
  buses.set(db, held);
  keptCache({ db, changes: bus }, 'session-lookups');
  const announce = () => void bus.announce('sessions');
  announcers.add(announce);
  return () => {
    announcers.delete(announce);
    held.apps -= 1;
    if (held.apps === 0 && buses.get(db) === held) buses.delete(db);
  };
}

/**
 * A session or an account's role, block, phone check, password or token version changed: no cached lookup is
 * served again. Called by the queries that write them, and again by services after their transaction commits
 * (a lookup that ran between the write and the commit read the old row).
 */
export function authChanged(): void {
  dropEverywhere('session-lookups');
  for (const announce of announcers) announce();
}

/** The session lookup for (user, session), shared by concurrent requests and reused for a moment. */
export function cachedAuthLookup<T>(
  db: object,
  userId: number,
  sessionId: string,
  lookup: () => Promise<T>,
): Promise<T> {
  return keptCache<T>({ db, changes: buses.get(db)?.bus }, 'session-lookups').read(`${userId}:${sessionId}`, lookup);
}
