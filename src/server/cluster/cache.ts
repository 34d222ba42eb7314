import { CACHES, type CacheName, type CacheSpec } from './cache-registry.ts';
import type { ChangeBus } from './change-bus.ts';
import type { ChangeTopic } from './change-topics.ts';

// The one way a process keeps answers. A cache is named in cache-registry.ts with the topics that drop it; its
// entries live per database (each app, and each test's app, has its own) until one of those topics is heard on
// the change bus, from this instance or another, or their time is up. Concurrent misses of one key share one
// computation; a computation that fails, or that a change overtook, is answered but not kept. While this
// instance's bus is not listening, a change elsewhere could go unheard: nothing is served from a cache then.

interface Entry<T> {
  version: number;
  at: number;
  weight: number;
  value: Promise<T>;
  done?: { value: T };
}

export interface KeptCache<T = unknown> {
  /** The generation: moved on by every change of the cache's topics. */
  readonly version: number;
  /**
   * The kept answer for key, or compute's. compute is told whether its answer is still current (no change since
   * it began), for work it may skip.
   */
  read<V extends T>(key: string, compute: (current: () => boolean) => Promise<V>): Promise<V>;
  /** The kept answer for key if it is there and computed, without computing anything. */
  peek(key: string): T | undefined;
  /** Whether an answer for key is kept or being computed. */
  has(key: string): boolean;
  /** The computed answers kept, by key. */
  entries(): IterableIterator<[string, T]>;
  /** Runs before a change drops the entries (they are still there), with the topic heard. */
  onDrop(handler: (topic: ChangeTopic | null) => void): void;
  /** Drops every entry of this process (a change the caller announces itself). */
  drop(): void;
}

type Owner = { db: object; changes?: Pick<ChangeBus, 'subscribe' | 'trusted'> };

interface Held {
  store: KeptCache<unknown>;
  changes: Owner['changes'];
  offs: (() => void)[];
}
const stores = new WeakMap<object, Map<CacheName, Held>>();
/** Every store of each cache, for drops that come with no database (dropEverywhere). */
const everywhere = new Map<CacheName, Set<WeakRef<KeptCache<unknown>>>>();

function createStore<T>(
  spec: CacheSpec,
  trusted: () => boolean,
  weigh?: (value: T) => number,
): { store: KeptCache<T>; dropOn: (topic: ChangeTopic | null) => void } {
  const map = new Map<string, Entry<T>>();
  const dropHandlers: ((topic: ChangeTopic | null) => void)[] = [];
  let version = 0;
  let weight = 0;

  const remove = (key: string, entry: Entry<T>) => {
    if (map.get(key) !== entry) return;
    map.delete(key);
    weight -= entry.weight;
  };
  const fresh = (entry: Entry<T> | undefined, now: number): entry is Entry<T> =>
    entry !== undefined && entry.version === version && (spec.ttlMs === undefined || now - entry.at < spec.ttlMs);
  const dropAll = (topic: ChangeTopic | null) => {
    for (const h of dropHandlers) h(topic);
    version += 1;
    map.clear();
    weight = 0;
  };

  const store: KeptCache<T> = {
    get version() {
      return version;
    },
    read<V extends T>(key: string, compute: (current: () => boolean) => Promise<V>): Promise<V> {
      if (!trusted()) return compute(() => true);
      const now = Date.now();
      const hit = map.get(key);
      if (fresh(hit, now)) {
        // Read last: moved away from the first to go.
        map.delete(key);
        map.set(key, hit);
        return hit.value as Promise<V>;
      }
      if (hit) remove(key, hit);
      const started = version;
      const entry: Entry<T> = { version, at: now, weight: 0, value: compute(() => started === version) };
      if (map.size >= spec.maxEntries) {
        const [oldest, e] = map.entries().next().value as [string, Entry<T>];
        remove(oldest, e);
      }
      map.set(key, entry);
      entry.value.then(
        (value) => {
          if (map.get(key) !== entry) return;
          entry.done = { value };
          if (!weigh || spec.maxWeight === undefined) return;
          entry.weight = weigh(value);
          weight += entry.weight;
          for (const [k, e] of map) {
            if (weight <= spec.maxWeight) break;
            if (e !== entry) remove(k, e);
          }
        },
        () => remove(key, entry),
      );
      return entry.value as Promise<V>;
    },
    peek(key) {
      const hit = map.get(key);
      return trusted() && fresh(hit, Date.now()) ? hit.done?.value : undefined;
    },
    has(key) {
      return trusted() && fresh(map.get(key), Date.now());
    },
    *entries() {
      for (const [key, e] of map) if (e.done && e.version === version) yield [key, e.done.value];
    },
    onDrop(handler) {
      dropHandlers.push(handler);
    },
    drop: () => dropAll(null),
  };
  return { store, dropOn: dropAll };
}

/**
 * The cache `name` of an app (its database and change bus), created on first use and subscribed to the topics
 * the registry gives it. Without a bus (a bare unit) nothing is dropped but by drop() and dropEverywhere().
 * `weigh` says an answer's weight, for a cache bounded by weight.
 */
export function keptCache<T = unknown>(owner: Owner, name: CacheName, weigh?: (value: T) => number): KeptCache<T> {
  let byName = stores.get(owner.db);
  if (!byName) {
    byName = new Map();
    stores.set(owner.db, byName);
  }
  const { changes } = owner;
  const known = byName.get(name);
  if (known && known.changes === changes) return known.store as KeptCache<T>;
  // A database reopened with a new bus (its apps all closed, and one started again): a new cache hears it.
  if (known) for (const off of known.offs) off();
  const spec: CacheSpec = CACHES[name];
  const { store, dropOn } = createStore<T>(spec, () => changes?.trusted() ?? true, weigh);
  const offs = changes ? spec.topics.map((topic) => changes.subscribe(topic, () => dropOn(topic))) : [];
  byName.set(name, { store: store as KeptCache<unknown>, changes, offs });
  let all = everywhere.get(name);
  if (!all) {
    all = new Set();
    everywhere.set(name, all);
  }
  all.add(new WeakRef(store as KeptCache<unknown>));
  return store;
}

/** Drops the cache `name` of every app in this process (a write that knows no app; it announces the change). */
export function dropEverywhere(name: CacheName): void {
  const all = everywhere.get(name);
  if (!all) return;
  for (const ref of all) {
    const store = ref.deref();
    if (store) store.drop();
    else all.delete(ref);
  }
}
