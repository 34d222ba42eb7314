import { afterEach, expect, test, vi } from 'vitest';
import { cachedRead, fixturesChanged, READ_CACHE_TTL_MS } from './matches.cache.ts';

// The cache is keyed by the app's database handle; any object stands for one here.
const services = () => ({ db: {} }) as never;

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

test('an answer older than READ_CACHE_TTL_MS is computed again (writes this process cannot see)', async () => {
  const s = services();
  const t0 = Date.now();
  const now = vi.spyOn(Date, 'now').mockReturnValue(t0);
  expect(await cachedRead(s, 'k', async () => 'old')).toBe('old');
  now.mockReturnValue(t0 + READ_CACHE_TTL_MS - 1);
  expect(await cachedRead(s, 'k', async () => 'new')).toBe('old');
  now.mockReturnValue(t0 + READ_CACHE_TTL_MS);
  expect(await cachedRead(s, 'k', async () => 'new')).toBe('new');
});

test('each app has its own cache', async () => {
  const [a, b] = [services(), services()];
  await cachedRead(a, 'k', async () => 'a');
  fixturesChanged(b);
  expect(await cachedRead(a, 'k', async () => 'not computed again')).toBe('a');
  expect(await cachedRead(b, 'k', async () => 'b')).toBe('b');
});
