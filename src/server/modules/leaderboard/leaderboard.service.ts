import type { Services } from '../../app.ts';

// Ranks are read, never stored: an account's rank is 1 + the accounts above its points in the points histogram,
// which the database moves in the same transaction as the totals (migration 0004). So nothing re-ranks after a
// result and no read waits: the new places are there when the scoring commits. What is kept here is a cache of
// pages, dropped when points change.

interface PageCache {
  /** Bumped when points change: cached pages of an older version are dropped. */
  version: number;
  pages: Map<string, { version: number; at: number; body: unknown }>;
  /** Pages listen to the change bus: points or players changed on any instance. */
  listening?: boolean;
}

const caches = new WeakMap<object, PageCache>();
const cacheOf = (services: Pick<Services, 'db'>) => {
  let c = caches.get(services.db as object);
  if (!c) {
    c = { version: 0, pages: new Map() };
    caches.set(services.db as object, c);
  }
  return c;
};

/**
 * Points, accounts or what a leaderboard row shows changed (after the commit): cached pages of this process are
 * dropped. The one hook for every such write.
 */
export function pointsChanged(services: Pick<Services, 'db' | 'changes'>): void {
  const cache = cacheOf(services);
  cache.version += 1;
  cache.pages.clear();
  // Every other instance drops its pages too (this one's handler bumps the version again, which is harmless).
  void services.changes.publish('places');
}

const PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;

/**
 * A leaderboard page, cached until points change (or for 5 s, which bounds avatar and name edits and writes
 * this process does not see). A page computed across a change is answered but not kept.
 */
export async function cachedPage<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(services);
  if (!cache.listening) {
    cache.listening = true;
    const drop = () => {
      cache.version += 1;
      cache.pages.clear();
    };
    services.changes.subscribe('places', drop);
    services.changes.subscribe('players', drop);
  }
  // While this instance cannot hear the bus, another instance's write could go unseen: no page is trusted.
  if (!services.changes.trusted()) return compute();
  const hit = cache.pages.get(key);
  const now = Date.now();
  if (hit && hit.version === cache.version && now - hit.at < PAGE_TTL_MS) return hit.body as T;
  const version = cache.version;
  const body = await compute();
  if (version === cache.version) {
    if (cache.pages.size >= MAX_PAGES) cache.pages.clear();
    cache.pages.set(key, { version, at: now, body });
  }
  return body;
}
