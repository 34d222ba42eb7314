import { sql } from 'drizzle-orm';
import { importFailures } from '../../../domain/results-import.schemas.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import type { RequestBudget } from './api-football.adapter.ts';
import { ProviderError } from './results-provider.adapter.ts';

// The one row of import_state: the poll's turn across instances and the provider's request budget, both decided
// by single conditional UPDATEs, so two instances never take the same turn nor spend the same request.

export interface Turn {
  taken: boolean;
  /** The turn was still held by a poll that never ended it (its instance was killed midway). */
  resumed: boolean;
}

/**
 * Takes the poll's turn for `owner`: for one caller only while a poll is due (or forced) and none holds the turn.
 * It is held `holdMs` from now (the poll extends it while it runs, so a killed one's passes then); the next poll is
 * due `everyMs` on.
 */
export async function takeTurn(
  conn: Conn,
  owner: string,
  holdMs: number,
  everyMs: number,
  force: boolean,
): Promise<Turn> {
  const rows = await rowsOf<{ resumed: boolean }>(
    conn,
    sql`update import_state s set running_until = now() + ${holdMs} * interval '1 millisecond',
          running_by = ${owner}, next_poll_at = now() + ${everyMs} * interval '1 millisecond'
        from (select running_until from import_state where id = 1 for update) prev
        where s.id = 1 and (s.running_until is null or s.running_until < now()) and (${force} or s.next_poll_at <= now())
        returning prev.running_until is not null as resumed`,
  );
  return { taken: rows.length > 0, resumed: Boolean(rows[0]?.resumed) };
}

/** The poll still runs: its turn is held `holdMs` more. False when the turn is no longer its own. */
export async function extendTurn(conn: Conn, owner: string, holdMs: number): Promise<boolean> {
  const rows = await rowsOf(
    conn,
    sql`update import_state set running_until = now() + ${holdMs} * interval '1 millisecond'
        where id = 1 and running_by = ${owner} and running_until is not null returning id`,
  );
  return rows.length > 0;
}

/** Whether a poll is due and none holds the turn (the clock's look before it queues the poll). */
export async function pollDue(conn: Conn): Promise<boolean> {
  const rows = await rowsOf(
    conn,
    sql`select 1 from import_state
        where id = 1 and next_poll_at <= now() and (running_until is null or running_until < now())`,
  );
  return rows.length > 0;
}

/**
 * The poll is over: its turn is free, and what it did (or why it stopped) is kept for the back office. A poll whose
 * turn another took meanwhile changes nothing (that one records its own).
 */
export async function endTurn(
  conn: Conn,
  owner: string,
  at: Date,
  summary: object,
  error: string | null,
): Promise<void> {
  await conn.execute(sql`
    update import_state set running_until = null, running_by = null, last_run_at = ${at.toISOString()}::timestamptz,
      last_summary = ${JSON.stringify(summary)}::jsonb, last_error = ${error}
    where id = 1 and running_by = ${owner}`);
}

export interface StateRow {
  lastRunAt: Date | null;
  lastError: string | null;
  lastSummary: unknown;
  requestsLeft: number | null;
  dayCount: number;
  running: boolean;
  nextPollAt: Date;
  blockedUntil: Date | null;
}

export async function readState(conn: Conn): Promise<StateRow> {
  const [r] = await rowsOf<Record<string, unknown>>(
    conn,
    sql`select last_run_at, last_error, last_summary, requests_left, next_poll_at, blocked_until,
               case when day = current_date then day_count else 0 end as day_count,
               coalesce(running_until > now(), false) as running
        from import_state where id = 1`,
  );
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    lastRunAt: date(r.last_run_at),
    lastError: (r.last_error as string | null) ?? null,
    lastSummary: r.last_summary ?? null,
    requestsLeft: r.requests_left === null ? null : Number(r.requests_left),
    dayCount: Number(r.day_count),
    running: Boolean(r.running),
    nextPollAt: date(r.next_poll_at)!,
    blockedUntil: date(r.blocked_until),
  };
}

/** The budget of RESULTS_REQUESTS_PER_MINUTE and _PER_DAY, and what the provider itself says is left. */
export function databaseBudget(conn: Conn, limits: { perMinute: number; perDay: number }): RequestBudget {
  return {
    async take() {
      const rows = await rowsOf(
        conn,
        sql`update import_state set
              minute_count = case when minute_start <= now() - interval '1 minute' then 1 else minute_count + 1 end,
              minute_start = case when minute_start <= now() - interval '1 minute' then now() else minute_start end,
              day_count = case when day <> current_date then 1 else day_count + 1 end,
              requests_left = case when day <> current_date then null else requests_left end,
              day = current_date
            where id = 1
              and (blocked_until is null or blocked_until <= now())
              and (minute_start <= now() - interval '1 minute' or minute_count < ${limits.perMinute})
              and (day <> current_date or (day_count < ${limits.perDay} and coalesce(requests_left, 1) > 0))
            returning id`,
      );
      if (!rows.length) throw new ProviderError('budget', importFailures.budget);
    },
    async observe(remainingToday) {
      await conn.execute(sql`update import_state set requests_left = ${Math.max(0, remainingToday)} where id = 1`);
    },
    async block(ms) {
      await conn.execute(sql`
        update import_state set blocked_until = greatest(coalesce(blocked_until, now()), now() + ${ms} * interval '1 millisecond')
        where id = 1`);
    },
  };
}
