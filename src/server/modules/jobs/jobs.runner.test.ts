import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { type ChangeBus, openChangeBus } from '../../cluster/change-bus.ts';
import { type Database, rowsOf } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { claimJob, insertJob } from './jobs.queries.ts';
import { createJobRunner, errorWithout, type JobRunner, PermanentJobFailure } from './jobs-runner.service.ts';

// The jobs table on a real database (PGlite, or PostgreSQL with DATABASE_URL), with real runners: two runners
// stand for two instances (they share nothing but the database).

let database: Database;
let changes: ChangeBus;
const runners: JobRunner[] = [];

beforeEach(async () => {
  database = await createTestDatabase();
  changes = openChangeBus(database);
  await changes.ready();
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.close();
  await changes.close();
  await database.close();
});

const runner = (leaseMs = 30_000) => {
  const r = createJobRunner({ db: database.db, changes, leaseMs, pollMs: 50 });
  runners.push(r);
  return r;
};

type Row = { id: number; state: string; attempts: number; last_error: string | null; locked_by: string | null };
const jobRows = () =>
  rowsOf<Row>(database.db, sql`select id, state, attempts, last_error, locked_by from jobs order by id`);

test('two runners on one database run each of 40 jobs exactly once', async () => {
  const ran: number[] = [];
  const [a, b] = [runner(), runner()];
  for (const r of [a, b])
    r.define('count', {
      handler: async (payload) => {
        await new Promise((res) => setTimeout(res, 2));
        ran.push((payload as { n: number }).n);
      },
    });
  for (let n = 0; n < 40; n++) await a.enqueue({ kind: 'count', payload: { n } });
  await Promise.all([a.drain(), b.drain()]);
  expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  expect((await jobRows()).every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
});

test('a job whose runner died (its lease ran out) is taken over and finished by another', async () => {
  await insertJob(database.db, { kind: 'mail-like', payload: { to: 'x' } });
  // A runner that claims it and then never extends its lease nor finishes: an instance killed mid-job.
  const claimed = await claimJob(database.db, 'dead-instance', 200);
  expect(claimed?.kind).toBe('mail-like');
  const done: unknown[] = [];
  const other = runner(30_000);
  other.define('mail-like', { handler: async (p) => void done.push(p) });
  // While the lease holds, nobody else takes it.
  await other.claimNow();
  expect(done).toEqual([]);
  await new Promise((r) => setTimeout(r, 250));
  await other.drain();
  expect(done).toEqual([{ to: 'x' }]);
  const [row] = await jobRows();
  expect(row).toMatchObject({ state: 'done', attempts: 2 });
  expect(row.locked_by).not.toBe('dead-instance');
});

test('a running job keeps its lease while it works: no second runner starts it', async () => {
  let starts = 0;
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  // A lease of 400 ms, extended every third of it: a stall of the machine under 250 ms cannot let it lapse (150 ms
  // did, once, with the test suites of both engines and a browser run sharing 2 cores).
  const [a, b] = [runner(400), runner(400)];
  for (const r of [a, b])
    r.define('slow', {
      handler: async () => {
        starts += 1;
        await gate;
      },
    });
  await a.enqueue({ kind: 'slow' });
  await a.claimNow();
  // Four lease lengths later, the holder has extended it all along.
  await new Promise((r) => setTimeout(r, 1_600));
  await b.claimNow();
  expect(starts).toBe(1);
  release();
  await Promise.all([a.drain(), b.drain()]);
  expect(starts).toBe(1);
  expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 1 });
});

test('a failing job is tried again later with backoff, and given up after its attempts', async () => {
  const r = runner();
  let calls = 0;
  r.define('flaky', {
    handler: async () => {
      calls += 1;
      throw new Error(`provider down ${calls}`);
    },
    maxAttempts: 2,
  });
  await r.enqueue({ kind: 'flaky' });
  await r.drain();
  expect(calls).toBe(1);
  let [row] = await jobRows();
  expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'provider down 1' });
  const due = await rowsOf<{ wait: number }>(
    database.db,
    sql`select extract(epoch from run_at - now()) * 1000 as wait from jobs`,
  );
  expect(Number(due[0].wait)).toBeGreaterThan(500); // 1 s backoff after the first failure
  await database.db.execute(sql`update jobs set run_at = now()`);
  await r.drain();
  [row] = await jobRows();
  expect(calls).toBe(2);
  expect(row).toMatchObject({ state: 'failed', attempts: 2, last_error: 'provider down 2' });
});

test('a provider that never answers fails its attempt after the timeout, not the runner', async () => {
  const r = runner();
  r.define('hang', { handler: () => new Promise<void>(() => {}), timeoutMs: 100 });
  await r.enqueue({ kind: 'hang' });
  await r.drain();
  const [row] = await jobRows();
  expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'job timed out after 100 ms' });
});

test('a dedupe key keeps one pending job however often it is asked', async () => {
  const r = runner();
  let runs = 0;
  r.define('refresh', {
    handler: async () => {
      runs += 1;
    },
  });
  await r.close(); // not claiming: the queue is only filled
  for (let i = 0; i < 5; i++) await insertJob(database.db, { kind: 'refresh', dedupeKey: 'refresh' });
  expect(await jobRows()).toHaveLength(1);
  const other = runner();
  other.define('refresh', {
    handler: async () => {
      runs += 1;
    },
  });
  await other.drain();
  expect(runs).toBe(1);
});

test('a job queued inside a rolled-back transaction never runs', async () => {
  const r = runner();
  const ran: unknown[] = [];
  r.define('mail', { handler: async (p) => void ran.push(p) });
  await database.db
    .transaction(async (tx) => {
      await r.queue(tx, { kind: 'mail', payload: { to: 'never' } });
      throw new Error('the write failed');
    })
    .catch(() => {});
  await r.jobsQueued();
  await r.drain();
  expect(ran).toEqual([]);
  expect(await jobRows()).toEqual([]);
});

test('clearPayload: a job done, or failed for good, keeps no payload; one waiting for its retry keeps it', async () => {
  const r = runner();
  let fail = true;
  r.define('deliver', {
    handler: async () => {
      if (fail) throw new Error('provider down');
    },
    maxAttempts: 2,
    clearPayload: true,
  });
  r.define('keep', { handler: async () => {} });
  await r.enqueue({ kind: 'deliver', payload: { to: 'a@x.ro', text: 'secret' } });
  await r.enqueue({ kind: 'keep', payload: { note: 'kept' } });
  await r.drain();
  const payloads = () =>
    rowsOf<{ kind: string; state: string; payload: unknown }>(
      database.db,
      sql`select kind, state, payload from jobs order by id`,
    );
  expect(await payloads()).toEqual([
    { kind: 'deliver', state: 'pending', payload: { to: 'a@x.ro', text: 'secret' } },
    { kind: 'keep', state: 'done', payload: { note: 'kept' } },
  ]);
  await database.db.execute(sql`update jobs set run_at = now()`);
  await r.drain();
  expect((await payloads())[0]).toEqual({ kind: 'deliver', state: 'failed', payload: {} });
  fail = false;
  await r.enqueue({ kind: 'deliver', payload: { to: 'b@x.ro', text: 'secret' } });
  await r.drain();
  expect((await payloads())[2]).toEqual({ kind: 'deliver', state: 'done', payload: {} });
});

test('a PermanentJobFailure fails the job for good at once; errorWithout keeps secrets out of last_error', async () => {
  const r = runner();
  r.define('sealed', {
    handler: async () => {
      throw errorWithout(new PermanentJobFailure('cannot open s3cr3t-value'), ['s3cr3t-value', 'ab']);
    },
  });
  await r.enqueue({ kind: 'sealed' });
  await r.drain();
  const [row] = await jobRows();
  expect(row).toMatchObject({ state: 'failed', attempts: 1, last_error: 'cannot open [ascuns]' });
});
