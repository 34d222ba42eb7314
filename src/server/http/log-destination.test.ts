import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { nonBlockingLog } from './log-destination.ts';

// The log destination never blocks and never throws: a reader that stops reading costs lines past 8 MiB, a
// reader gone (EPIPE) ends the writing.

const line = `${'x'.repeat(1023)}\n`;

test('a reader that never reads: lines wait up to 8 MiB, then are dropped and counted, and write returns at once', () => {
  const stuck = new Writable({ highWaterMark: 16 * 1024, write: () => {} }); // never calls back
  const log = nonBlockingLog(stuck);
  const t = performance.now();
  for (let i = 0; i < 10 * 1024; i++) log.write(line);
  expect(performance.now() - t).toBeLessThan(2_000);
  expect(stuck.writableLength).toBeGreaterThan(8 * 1024 * 1024);
  expect(stuck.writableLength).toBeLessThan(8 * 1024 * 1024 + 2 * line.length);
  expect(log.dropped).toBe(10 * 1024 - stuck.writableLength / line.length);
});

test('a reader gone (EPIPE): no exception, every later line dropped', async () => {
  const gone = new Writable({
    write: (_chunk, _enc, callback) => callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
  });
  const log = nonBlockingLog(gone);
  log.write(line);
  await new Promise((r) => setImmediate(r));
  for (let i = 0; i < 5; i++) expect(log.write(line)).toBe(true);
  expect(log.dropped).toBe(5);
});
