import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';

export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Queues a job in conn (a transaction queues it with the write that causes it). A dedupe key already pending
 * makes this a no-op: the pending job will see this change too.
 */
export async function insertJob(
  conn: Conn,
  job: { kind: string; payload?: unknown; dedupeKey?: string; runAt?: Date },
): Promise<void> {
  await conn.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at)
    values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
            coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()))
    on conflict (dedupe_key) where state = 'pending' do nothing`);
}

/**
 * Claims one due job for `owner` until now + leaseMs: a pending job whose time has come, or a running one whose
 * runner stopped extending its lease (killed, or cut off from the database). SKIP LOCKED: two runners asking at
 * once take two different jobs, never the same one.
 */
export async function claimJob(conn: Conn, owner: string, leaseMs: number): Promise<JobRow | undefined> {
  const rows = await rowsOf<JobRow>(
    conn,
    sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${owner},
                    locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = (
      select id from jobs
      where (state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now())
      order by run_at, id
      limit 1
      for update skip locked)
    returning id, kind, payload, attempts`,
  );
  const row = rows[0];
  return row && { ...row, id: Number(row.id), attempts: Number(row.attempts) };
}

/** Extends the lease of jobs this runner still holds; false when one was taken over meanwhile. */
export async function extendLease(conn: Conn, owner: string, id: number, leaseMs: number): Promise<boolean> {
  const rows = await rowsOf(
    conn,
    sql`update jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond'
        where id = ${id} and state = 'running' and locked_by = ${owner} returning id`,
  );
  return rows.length > 0;
}

/** The payload a finished job keeps: all of it, or nothing (`clearPayload`). */
const keptPayload = (clear: boolean) => (clear ? sql`'{}'::jsonb` : sql`payload`);

/** Done; locked_by keeps who finished it. */
export async function finishJob(conn: Conn, owner: string, id: number, { clearPayload = false } = {}): Promise<void> {
  await conn.execute(sql`
    update jobs set state = 'done', finished_at = now(), locked_until = null, payload = ${keptPayload(clearPayload)}
    where id = ${id} and locked_by = ${owner}`);
}

/**
 * A failed attempt: tried again after `retryInMs` (the payload kept for it), or failed for good when `retryInMs` is
 * null (the payload then dropped with `clearPayload`).
 */
export async function failJob(
  conn: Conn,
  owner: string,
  id: number,
  error: string,
  retryInMs: number | null,
  { clearPayload = false } = {},
): Promise<void> {
  const final = retryInMs === null;
  await conn.execute(sql`
    update jobs set state = ${final ? 'failed' : 'pending'},
      run_at = now() + ${retryInMs ?? 0} * interval '1 millisecond',
      locked_by = null, locked_until = null, last_error = ${error.slice(0, 1000)},
      finished_at = ${final ? sql`now()` : null},
      payload = ${keptPayload(final && clearPayload)}
    where id = ${id} and locked_by = ${owner}`);
}

/** Jobs not yet finished (pending or running), for drains and tests. */
export async function countOpenJobs(conn: Conn, dueOnly = false): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    conn,
    dueOnly
      ? sql`select count(*)::int as n from jobs
            where (state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now())`
      : sql`select count(*)::int as n from jobs where state in ('pending', 'running')`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Finished jobs older than `before` go (the hourly sweep). */
export async function pruneFinishedJobs(conn: Conn, before: Date): Promise<number> {
  const rows = await rowsOf(
    conn,
    sql`delete from jobs where state in ('done', 'failed') and finished_at < ${before.toISOString()}::timestamptz
        returning id`,
  );
  return rows.length;
}
