import type { ChangeBus } from '../cluster/change-bus.ts';

// Who a token names, kept for a moment: every authenticated request checks its session row, and a player's feed read
// is otherwise one query for the session and one for the page. Correct revocation comes first:
// every write to sessions or to the account columns a token carries calls authChanged(), which drops every entry
// at once (such writes are rare next to reads) on this instance and, through the change bus ('sessions'), on every
// other before the write is answered. While an instance's bus is not listening it looks every session up; an
// entry is never older than AUTH_CACHE_TTL_MS in any case.

/** How long a session lookup may be reused. */
const AUTH_CACHE_TTL_MS = 2_000;
/** Entries kept per app; past it the oldest goes. */
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: number;
  at: number;
  value: Promise<unknown>;
}

let epoch = 0;
const caches = new WeakMap<object, Map<string, Entry>>();
/** The change bus of each app's database, and the way to tell the other instances. */
const buses = new WeakMap<object, ChangeBus>();
const announcers = new Set<() => void>();

/**
 * Shares this app's auth changes with the other instances on its database: theirs drop this process's entries,
 * this process's are published. Answers the undo, for the app's close.
 */
export function shareAuthChanges(db: object, bus: ChangeBus): () => void {
  buses.set(db, bus);
  const unsubscribe = bus.subscribe('sessions', () => {
    epoch += 1;
  });
  const announce = () => void bus.publish('sessions');
  announcers.add(announce);
  return () => {
    unsubscribe();
    announcers.delete(announce);
    buses.delete(db);
  };
}

/**
 * A session or an account's role, block, phone check, password or token version changed: no cached lookup is
 * served again. Called by the queries that write them, and again by services after their transaction commits
 * (a lookup that ran between the write and the commit read the old row).
 */
export function authChanged(): void {
  epoch += 1;
  for (const announce of announcers) announce();
}

/** The session lookup for (user, session), shared by concurrent requests and reused for a moment. */
export function cachedAuthLookup<T>(
  db: object,
  userId: number,
  sessionId: string,
  lookup: () => Promise<T>,
): Promise<T> {
  if (buses.get(db)?.trusted() === false) return lookup();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${userId}:${sessionId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.epoch === epoch && now - hit.at < AUTH_CACHE_TTL_MS) return hit.value as Promise<T>;
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // The epoch when the lookup starts: a change during it makes the entry stale at once.
  const entry: Entry = { epoch, at: now, value: lookup() };
  cache.set(key, entry);
  const map = cache;
  entry.value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return entry.value as Promise<T>;
}
