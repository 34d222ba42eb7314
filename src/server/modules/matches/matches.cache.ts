import type { ChangeTopic } from '../../cluster/change-topics.ts';
import type { Services } from '../../services.ts';

// Public reads kept in the process, usually as they are sent (http/prepared.ts: JSON bytes, ETag, gzip and
// brotli): every visitor of /matches asks the same question, and its answer changes
// only when someone writes. Measured by bench/throughput.bench.ts: without it the match list served about 15 %
// of what the bare framework serves.
//
// An answer is kept until a write drops it, on this instance or any other: writers publish what they changed on
// the change bus (src/server/cluster/change-bus.ts) before they answer, and every instance drops the answers that
// depend on it. While this instance's bus is not listening, nothing is served from here.

/**
 * Distinct queries kept (a page of 100 populated matches is about 100 KB, a feed page less); past it the oldest
 * goes: queries come from clients (a team search per keystroke), so their number has no bound of its own.
 */
const MAX_ENTRIES = 200;

interface Entry {
  topics: readonly ChangeTopic[];
  value: Promise<unknown>;
}

type CacheServices = Pick<Services, 'db' | 'changes'>;

/**
 * A separate bound for answers of one kind, so that many of them (a player's feed per like pattern) never push
 * the shared answers (the match list) out.
 */
export interface CacheArea {
  name: string;
  maxEntries: number;
}
const SHARED: CacheArea = { name: 'shared', maxEntries: MAX_ENTRIES };

const caches = new WeakMap<object, Map<string, Map<string, Entry>>>();
const cacheOf = (services: CacheServices, area: CacheArea) => {
  let areas = caches.get(services.db as object);
  if (!areas) {
    const all = new Map<string, Map<string, Entry>>();
    areas = all;
    caches.set(services.db as object, all);
    for (const topic of ['fixtures', 'predictions', 'players', 'feed'] as const) {
      services.changes.subscribe(topic, () => {
        for (const c of all.values()) for (const [key, entry] of c) if (entry.topics.includes(topic)) c.delete(key);
      });
    }
  }
  let cache = areas.get(area.name);
  if (!cache) {
    cache = new Map();
    areas.set(area.name, cache);
  }
  return cache;
};

/**
 * A committed write changed matches, rounds, teams or emblems: every instance drops the answers that depend on
 * them, including those still being computed (their waiters get them, later readers do not), so the next read
 * sees the write. The promise settles once the other instances are told (the answer waits for it anyway).
 */
export function fixturesChanged(services: Pick<Services, 'changes'>): Promise<void> {
  return services.changes.publish('fixtures');
}

/**
 * The cached answer for `key`, or `compute()`'s; kept until a change of one of `topics`. Concurrent misses share
 * one computation, so 50 waiting requests make one query; a failed computation is not kept.
 */
export function cachedRead<T>(
  services: CacheServices,
  key: string,
  compute: () => Promise<T>,
  topics: readonly ChangeTopic[] = ['fixtures'],
  area: CacheArea = SHARED,
): Promise<T> {
  if (!services.changes.trusted()) return compute();
  const cache = cacheOf(services, area);
  const hit = cache.get(key);
  if (hit) return hit.value as Promise<T>;
  if (cache.size >= area.maxEntries) cache.delete(cache.keys().next().value as string);
  const entry: Entry = { topics, value: compute() };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}
