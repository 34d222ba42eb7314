import { keptCache } from '../../cluster/cache.ts';
import type { Services } from '../../services.ts';

// What this process keeps of the rankings, all of it right until points change: the pages as answered, and what
// finds a page fast (each ranking's histogram, and the fences of its large ties). Both are caches of the registry
// (cluster/cache-registry.ts: 'leaderboard-pages', 'leaderboard-finders'), dropped on every instance by the
// topics 'places' and 'players'. A page is also computed again after 5 s, which bounds avatar and name edits and
// writes nobody announces; a finder after 60 s (a large tie's fences cost a walk of the tie).

type CacheServices = Pick<Services, 'db' | 'changes'>;

/** A leaderboard page, cached until points change. A page computed across a change is answered but not kept. */
export function cachedPage<T>(services: CacheServices, key: string, compute: () => Promise<T>): Promise<T> {
  return keptCache(services, 'leaderboard-pages').read(key, compute);
}

/** Finders computed off the reads, one after another, per app. */
const queues = new WeakMap<object, { tail: Promise<unknown> }>();
const queueOf = (services: CacheServices) => {
  let q = queues.get(services.db as object);
  if (!q) {
    q = { tail: Promise.resolve() };
    queues.set(services.db as object, q);
  }
  return q;
};

/**
 * A finder (histogram, fences) of the current points: computed once, shared by the reads that need it meanwhile,
 * and kept only if no change came while it was computed. With `wait: false` a read never waits for one: it gets
 * the finder once it is there, and until then undefined, while the finder is computed in the background, one
 * after another (right after a change of points, a burst of reads would otherwise walk every large tie at once).
 */
export async function finder<T>(
  services: CacheServices,
  key: string,
  compute: () => Promise<T>,
  wait = true,
): Promise<T | undefined> {
  const finders = keptCache(services, 'leaderboard-finders');
  if (!services.changes.trusted()) return wait ? compute() : undefined;
  if (wait) return finders.read(key, compute);
  const done = finders.peek(key);
  if (done !== undefined || finders.has(key)) return done as T | undefined;
  const queue = queueOf(services);
  const background = finders.read(key, (current) => {
    // After the finder queued before it, whatever became of that one; skipped when points changed meanwhile.
    const next = () => (current() ? compute() : Promise.reject(new Error('points changed')));
    const value = queue.tail.then(next, next);
    queue.tail = value;
    return value;
  });
  background.catch(() => {});
  return undefined;
}

/** Settles once the finders being computed in the background are there (tests, benchmarks). */
export function findersSettled(services: CacheServices): Promise<void> {
  return queueOf(services).tail.then(
    () => {},
    () => {},
  );
}
