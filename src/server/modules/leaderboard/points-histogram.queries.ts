import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';

// The upkeep of the points histogram (leaderboard.table.ts) outside its triggers: a check that it agrees with the
// accounts, and a recount for bulk loads that bypass the triggers.

/**
 * Values of either ranking whose histogram count differs from a fresh count of the accounts: 0 when the
 * histogram is whole (checks and tests; the triggers keep it so in the totals' own transaction).
 */
export async function histogramDrift(conn: Conn): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    conn,
    sql`with fresh as (
      select 'points' as board, points, count(*)::int as accounts from users where role_id <> 4 group by points
      union all
      select 'current', current_points, count(*)::int from users where role_id <> 4 group by current_points
    )
    select count(*)::int as n from fresh f
    full join (select * from points_histogram where accounts <> 0) h on h.board = f.board and h.points = f.points
    where f.accounts is distinct from h.accounts`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Counts the histogram again from the accounts. Only for writes that bypass the triggers: bulk loads under
 * session_replication_role = replica (benchmarks, seeds). Answers how many values it wrote.
 */
export async function rebuildPointsHistogram(conn: Conn): Promise<number> {
  await conn.execute(sql`delete from points_histogram`);
  const rows = await rowsOf<{ n: number }>(
    conn,
    sql`with fresh as (
      insert into points_histogram (board, points, accounts)
      select 'points', points, count(*)::int from users where role_id <> 4 group by points
      union all
      select 'current', current_points, count(*)::int from users where role_id <> 4 group by current_points
      returning 1
    )
    select count(*)::int as n from fresh`,
  );
  return Number(rows[0]?.n ?? 0);
}
