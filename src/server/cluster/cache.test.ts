import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { dropEverywhere, keptCache } from './cache.ts';
import type { CacheName } from './cache-registry.ts';
import { type ChangeBus, openChangeBus } from './change-bus.ts';
import { CHANGE_CHANNEL } from './change-listeners.ts';

// A cache is kept per app database handle (any object stands for one here) and hears of changes through a real
// change bus on a real database.
let database: Database;
let changes: ChangeBus;
beforeAll(async () => {
  database = await createTestDatabase();
  changes = openChangeBus(database);
  await changes.ready();
});
afterAll(async () => {
  await changes.close();
  await database.close();
});
const services = () => ({ db: {}, changes });
type Owner = ReturnType<typeof services>;
/** The match list's cache (dropped by 'fixtures' alone, no time limit), or the one named. */
const cachedRead = <T>(s: Owner, key: string, compute: () => Promise<T>, name: CacheName = 'matches') =>
  keptCache(s, name).read(key, compute);
const fixturesChanged = (s: Owner) => s.changes.announce('fixtures');

/** A computation that counts its calls and answers when released. */
function counted<T>(value: T) {
  let calls = 0;
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  return {
    compute: async () => {
      calls += 1;
      await gate;
      return value;
    },
    calls: () => calls,
    release: () => release(),
  };
}

afterEach(() => vi.restoreAllMocks());

test('fifty concurrent misses share one computation, and later reads are hits', async () => {
  const s = services();
  const c = counted({ data: [1] });
  const reads = Array.from({ length: 50 }, () => cachedRead(s, 'k', c.compute));
  c.release();
  const answers = await Promise.all(reads);
  expect(c.calls()).toBe(1);
  expect(new Set(answers).size).toBe(1);
  await cachedRead(s, 'k', c.compute);
  expect(c.calls()).toBe(1);
});

test('keys are apart: another query computes its own answer', async () => {
  const s = services();
  expect(await cachedRead(s, 'a', async () => 'A')).toBe('A');
  expect(await cachedRead(s, 'b', async () => 'B')).toBe('B');
  expect(await cachedRead(s, 'a', async () => 'not computed again')).toBe('A');
});

test('a failed computation is not kept: the next read tries again', async () => {
  const s = services();
  await expect(cachedRead(s, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cachedRead(s, 'k', async () => 'up')).toBe('up');
});

test('a write drops every answer, including one still being computed', async () => {
  const s = services();
  expect(await cachedRead(s, 'k', async () => 'before')).toBe('before');
  const slow = counted('computed before the write');
  fixturesChanged(s);
  const pending = cachedRead(s, 'k', slow.compute);
  fixturesChanged(s);
  // A read after the second write does not join the computation begun before it.
  expect(await cachedRead(s, 'k', async () => 'after')).toBe('after');
  slow.release();
  expect(await pending).toBe('computed before the write');
  expect(await cachedRead(s, 'k', async () => 'not computed again')).toBe('after');
});

test('an answer is kept however old, until a notification from another instance drops it', async () => {
  const s = services();
  const t0 = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(t0);
  expect(await cachedRead(s, 'k', async () => 'old')).toBe('old');
  vi.spyOn(Date, 'now').mockReturnValue(t0 + 3_600_000);
  expect(await cachedRead(s, 'k', async () => 'new')).toBe('old');
  vi.restoreAllMocks();
  const dropped = new Promise<void>((resolve) => {
    const off = changes.subscribe('fixtures', () => {
      off();
      resolve();
    });
  });
  await database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'another-instance:fixtures')`);
  await dropped;
  expect(await cachedRead(s, 'k', async () => 'new')).toBe('new');
});

test('a change of another topic keeps the answers that do not depend on it', async () => {
  const s = services();
  expect(await cachedRead(s, 'fixtures-only', async () => 'kept')).toBe('kept');
  expect(await cachedRead(s, 'with-predictions', async () => 'old', 'round-stats')).toBe('old');
  await changes.announce('predictions');
  expect(await cachedRead(s, 'fixtures-only', async () => 'computed again')).toBe('kept');
  expect(await cachedRead(s, 'with-predictions', async () => 'new', 'round-stats')).toBe('new');
});

test('each app has its own cache, and a write on one drops them all', async () => {
  const [a, b] = [services(), services()];
  await cachedRead(a, 'k', async () => 'a');
  expect(await cachedRead(b, 'k', async () => 'b')).toBe('b');
  await fixturesChanged(b);
  expect(await cachedRead(a, 'k', async () => 'a2')).toBe('a2');
});

test('an entry of a cache with a time limit is computed again once it is up, without any change', async () => {
  const s = services();
  const t0 = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(t0);
  expect(await cachedRead(s, 'k', async () => 'first', 'session-lookups')).toBe('first');
  vi.spyOn(Date, 'now').mockReturnValue(t0 + 1_999);
  expect(await cachedRead(s, 'k', async () => 'second', 'session-lookups')).toBe('first');
  vi.spyOn(Date, 'now').mockReturnValue(t0 + 2_000);
  expect(await cachedRead(s, 'k', async () => 'third', 'session-lookups')).toBe('third');
});

test('past its bound the least recently read entry goes first', async () => {
  const s = services();
  // 'round-stats' keeps 4 entries.
  for (const k of ['a', 'b', 'c', 'd']) await cachedRead(s, k, async () => k, 'round-stats');
  await cachedRead(s, 'a', async () => 'not computed', 'round-stats');
  await cachedRead(s, 'e', async () => 'e', 'round-stats');
  expect(await cachedRead(s, 'a', async () => 'a again', 'round-stats')).toBe('a');
  expect(await cachedRead(s, 'b', async () => 'b again', 'round-stats')).toBe('b again');
});

test('a cache bounded by weight drops the least recently read entries past it, never the one just computed', async () => {
  const s = services();
  const cache = keptCache<number>(s, 'league-orders', (n) => n);
  await cache.read('small', async () => 100_000);
  await cache.read('medium', async () => 150_000);
  expect(cache.peek('small')).toBe(100_000);
  // 100,000 + 150,000 + 300,000 is past 500,000: the oldest goes.
  await cache.read('large', async () => 300_000);
  expect(cache.peek('small')).toBeUndefined();
  expect(cache.peek('medium')).toBe(150_000);
  expect(cache.peek('large')).toBe(300_000);
  // One entry heavier than the bound is answered and kept alone.
  await cache.read('huge', async () => 900_000);
  expect([...cache.entries()].map(([k]) => k)).toEqual(['huge']);
});

test('a drop runs the cache’s drop handlers first, with the topic heard and the entries still there', async () => {
  const s = services();
  const cache = keptCache<string>(s, 'league-pages');
  await cache.read('k', async () => 'v');
  const heard: [string | null, [string, string][], number][] = [];
  cache.onDrop((topic) => heard.push([topic, [...cache.entries()], cache.version]));
  const before = cache.version;
  await changes.announce('players');
  expect(heard).toEqual([['players', [['k', 'v']], before]]);
  expect(cache.version).toBe(before + 1);
  expect(cache.has('k')).toBe(false);
});

test('while the bus is not trusted nothing is kept or served', async () => {
  let trusted = true;
  const s = { db: {}, changes: { subscribe: changes.subscribe, trusted: () => trusted } };
  const cache = keptCache<string>(s, 'matches');
  await cache.read('k', async () => 'kept');
  trusted = false;
  expect(await cache.read('k', async () => 'computed')).toBe('computed');
  expect(cache.peek('k')).toBeUndefined();
  trusted = true;
  expect(await cache.read('k', async () => 'not computed')).toBe('kept');
});

test('dropEverywhere drops the named cache of every app in the process, and no other', async () => {
  const [a, b] = [services(), services()];
  await cachedRead(a, 'k', async () => 'a', 'session-lookups');
  await cachedRead(b, 'k', async () => 'b', 'session-lookups');
  await cachedRead(a, 'k', async () => 'match list');
  dropEverywhere('session-lookups');
  expect(await cachedRead(a, 'k', async () => 'a2', 'session-lookups')).toBe('a2');
  expect(await cachedRead(b, 'k', async () => 'b2', 'session-lookups')).toBe('b2');
  expect(await cachedRead(a, 'k', async () => 'computed')).toBe('match list');
});
