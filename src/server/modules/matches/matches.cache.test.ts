import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { type ChangeBus, openChangeBus } from '../../cluster/change-bus.ts';
import { CHANGE_CHANNEL } from '../../cluster/change-listeners.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { cachedRead, fixturesChanged } from './matches.cache.ts';

// The cache is keyed by the app's database handle (any object stands for one here) and hears of changes
// through a real change bus on a real database.
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
const services = () => ({ db: {}, changes }) as never;

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
  expect(await cachedRead(s, 'with-predictions', async () => 'old', ['fixtures', 'predictions'])).toBe('old');
  await changes.publish('predictions');
  expect(await cachedRead(s, 'fixtures-only', async () => 'computed again')).toBe('kept');
  expect(await cachedRead(s, 'with-predictions', async () => 'new', ['fixtures', 'predictions'])).toBe('new');
});

test('each app has its own cache, and a write on one drops them all', async () => {
  const [a, b] = [services(), services()];
  await cachedRead(a, 'k', async () => 'a');
  expect(await cachedRead(b, 'k', async () => 'b')).toBe('b');
  await fixturesChanged(b);
  expect(await cachedRead(a, 'k', async () => 'a2')).toBe('a2');
});
