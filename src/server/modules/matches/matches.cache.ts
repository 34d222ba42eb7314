import type { Services } from '../../app.ts';

// Public reads of the fixtures (matches with their teams, emblems and rounds), kept in the process: every visitor
// of /matches asks the same question, and its answer changes only when an admin writes. Measured by
// bench/throughput.bench.ts: without it the match list served about 15 % of what the bare framework serves.

/**
 * How long an answer may be served without asking the database again. Writes made through this process drop
 * the cache at once (fixturesChanged); the TTL bounds what the process cannot see: another instance's writes
 * (instances share only the database) and, for the round statistics, new predictions.
 */
export const READ_CACHE_TTL_MS = 1_000;
/**
 * Distinct queries kept (a page of 100 populated matches is about 100 KB); past it the cache starts again:
 * queries come from clients, so their number has no bound of its own.
 */
const MAX_ENTRIES = 100;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();
const cacheOf = (services: Pick<Services, 'db'>) => {
  let cache = caches.get(services.db as object);
  if (!cache) {
    cache = new Map();
    caches.set(services.db as object, cache);
  }
  return cache;
};

/**
 * A committed write changed matches, rounds, teams or emblems: every cached answer goes, including those still
 * being computed (their waiters get them, later readers do not), so the next read sees the write.
 */
export function fixturesChanged(services: Pick<Services, 'db'>): void {
  cacheOf(services).clear();
}

/**
 * The cached answer for `key`, or `compute()`'s. Concurrent misses share one computation, so 50 waiting
 * requests make one query; a failed computation is not kept.
 */
export function cachedRead<T>(services: Pick<Services, 'db'>, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(services);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < READ_CACHE_TTL_MS) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry: Entry = { at: now, value: compute() };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}
