import type { Services } from '../../services.ts';

// What this process keeps of the rankings, all of it right until points change: the pages as answered, and what
// finds a page fast (each ranking's histogram, and the fences of its large ties). Dropped on this instance by
// dropPages (pointsChanged, after a write), and on every instance by the topics 'places' and 'players' of the
// change bus; while the bus cannot be heard nothing here is trusted.

interface PageCache {
  /** Bumped when points change: cached pages of an older version are dropped. */
  version: number;
  pages: Map<string, { version: number; at: number; body: unknown }>;
  /** Histograms ('points' / 'currentPoints') and tie fences ('points:1200'), computed once per version. */
  finders: Map<string, { version: number; at: number; value: Promise<unknown>; done?: { value: unknown } }>;
  /** Tie fences are computed one at a time, off the reads (see rankedPage). */
  background: Promise<unknown>;
  /** Pages listen to the change bus: points or players changed on any instance. */
  listening?: boolean;
}

const caches = new WeakMap<object, PageCache>();
const cacheOf = (services: Pick<Services, 'db'>) => {
  let c = caches.get(services.db as object);
  if (!c) {
    c = { version: 0, pages: new Map(), finders: new Map(), background: Promise.resolve() };
    caches.set(services.db as object, c);
  }
  return c;
};

/** Points, accounts or what a row shows changed: every page and finder of this process is dropped. */
export function dropPages(services: Pick<Services, 'db'>): void {
  const cache = cacheOf(services);
  cache.version += 1;
  cache.pages.clear();
  cache.finders.clear();
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
  const cache = listeningCache(services);
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

function listeningCache(services: Pick<Services, 'db' | 'changes'>): PageCache {
  const cache = cacheOf(services);
  if (!cache.listening) {
    cache.listening = true;
    const drop = () => {
      cache.version += 1;
      cache.pages.clear();
      cache.finders.clear();
    };
    services.changes.subscribe('places', drop);
    services.changes.subscribe('players', drop);
  }
  return cache;
}

/**
 * Every write that moves points or accounts drops the finders at once (pointsChanged, the change bus); this bounds
 * what no hook announces (SQL run by hand). Longer than a page's 5 s: a large tie's fences cost a walk of the tie.
 */
const FINDER_TTL_MS = 60_000;

/**
 * A finder (histogram, fences) of the current version: computed once, shared by the reads that need it meanwhile,
 * and kept only if no change came while it was computed. With `wait: false` a read never waits for one: it gets
 * the finder once it is there, and until then undefined, while the finder is computed in the background, one
 * after another (right after a change of points, a burst of reads would otherwise walk every large tie at once).
 */
export async function finder<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
  wait = true,
): Promise<T | undefined> {
  const cache = listeningCache(services);
  if (!services.changes.trusted()) return wait ? compute() : undefined;
  const hit = cache.finders.get(key);
  const now = Date.now();
  if (hit && hit.version === cache.version && now - hit.at < FINDER_TTL_MS) {
    if (wait) return hit.value as Promise<T>;
    return hit.done?.value as T | undefined;
  }
  const version = cache.version;
  if (cache.finders.size >= MAX_PAGES) cache.finders.clear();
  const current = () => version === cache.version;
  let value: Promise<T>;
  if (wait) value = compute();
  else {
    // After the finder queued before it, whatever became of that one.
    const next = () => (current() ? compute() : Promise.reject(new Error('points changed')));
    value = cache.background.then(next, next);
    cache.background = value;
  }
  const entry: { version: number; at: number; value: Promise<unknown>; done?: { value: unknown } } = {
    version,
    at: now,
    value,
  };
  cache.finders.set(key, entry);
  const settled = value.then(
    (v) => {
      entry.done = { value: v };
      if (!current() && cache.finders.get(key) === entry) cache.finders.delete(key);
      return v;
    },
    (error: unknown) => {
      if (cache.finders.get(key) === entry) cache.finders.delete(key);
      throw error;
    },
  );
  if (wait) return settled as Promise<T>;
  settled.catch(() => {});
  return undefined;
}

/** Settles once the finders being computed in the background are there (tests, benchmarks). */
export function findersSettled(services: Pick<Services, 'db' | 'changes'>): Promise<void> {
  return listeningCache(services).background.then(
    () => {},
    () => {},
  );
}
