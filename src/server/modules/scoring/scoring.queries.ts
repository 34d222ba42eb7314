import { sql } from 'drizzle-orm';
import { POINTS } from '../../../domain/scoring.ts';
import { type Conn, rowsOf } from '../../db/client.ts';

// The scoring engine's bulk work, in the database. Each rule mirrors src/domain/scoring.ts;
// a property test checks that they agree.

/**
 * The scoring lock, held until commit by every write that moves totals or decides which round is current:
 * scoring a match (scoreMatch moves totals by differences read from its own snapshot), deriving totals again
 * (recomputeTotals writes absolute values from its snapshot, so it would undo a concurrent scoring), and making
 * another round current (which round points belong to). One at a time,
 * they cannot undo each other, and the many users rows they update cannot be locked in crossing orders (a
 * deadlock). Take it first in the transaction, before any row lock.
 */
export async function holdScoringLock(tx: Conn): Promise<void> {
  await rowsOf(tx, sql`select pg_advisory_xact_lock(7316001)`);
}

/** The 1/X/2 pick of a cards or corners prediction, in SQL. */
const pick = (alias: string) =>
  sql.raw(
    `(case when ${alias}.team1 = 1 and ${alias}.team2 = 0 then '1' when ${alias}.team1 = 0 and ${alias}.team2 = 1 then '2' else 'X' end)`,
  );

const pointsOf = sql`case
    when m.s1 is null or m.s2 is null then null
    when p.type = 'score' then case
      when p.team1 = m.s1 and p.team2 = m.s2 then ${sql.raw(String(POINTS.exactScore))}
      when p.team1 = m.s1 or p.team2 = m.s2 then ${sql.raw(String(POINTS.oneTeamGoals))}
      else 0 end
    when p.type = 'cards' then case
      when m.fc is null then null when ${pick('p')} = m.fc then ${sql.raw(String(POINTS.cards))} else 0 end
    when p.type = 'corners' then case
      when m.fk is null then null when ${pick('p')} = m.fk then ${sql.raw(String(POINTS.corners))} else 0 end
  end`;

export interface ScoreMatchResult {
  /** Prediction rows whose points changed. */
  scored: number;
  /** Bonus ledger rows added or removed. */
  bonuses: number;
  /** Accounts whose totals changed. */
  users: number;
  /** Points moved in accounts' totals, summed as absolute values (bonuses included). */
  moved: number;
}

/**
 * Scores every prediction of a match and settles its favourite-team bonuses, then moves each affected
 * user's totals by the difference: one statement, so one snapshot (per_user reads the points as they
 * were). Rows already right are not written.
 */
export async function scoreMatch(
  conn: Conn,
  matchId: number,
  options: { correctedAt?: Date } = {},
): Promise<ScoreMatchResult> {
  // A correction of a stored result marks the predictions whose points it changes (the player's history shows it).
  const rescored = options.correctedAt ? sql`${options.correctedAt.toISOString()}::timestamptz` : sql`p.rescored_at`;
  const rows = await rowsOf<{ scored: number; bonuses: number; users: number; moved: number }>(
    conn,
    sql`with m as (
      select mt.id, mt.round_id, mt.team1_id, mt.team2_id, mt.team1_final_score as s1, mt.team2_final_score as s2,
             mt.final_cards as fc, mt.final_corners as fk, r.current as is_current
      from matches mt join rounds r on r.id = mt.round_id where mt.id = ${matchId}
    ),
    -- Per account, the points of its predictions before (the statement's snapshot) and after: one scan.
    per_user as (
      select p.user_id, sum(coalesce(p.points, 0))::int as old, sum(coalesce(${pointsOf}, 0))::int as new
      from predictions p cross join m where p.match_id = ${matchId} group by p.user_id
    ),
    -- The rows whose points change, written in place: the floor's own UPDATE (no self-join), so rows already
    -- right are not written and the points and updated_at columns, held by no index, can stay on their page.
    upd as (
      update predictions p set points = ${pointsOf}, updated_at = now(), rescored_at = ${rescored}
      from m where p.match_id = ${matchId} and p.points is distinct from (${pointsOf})
      returning 1
    ),
    winner as (
      select case when s1 > s2 then team1_id when s2 > s1 then team2_id end as team_id
      from m where s1 is not null and s2 is not null
    ),
    eligible as (
      select pu.user_id from per_user pu join users u on u.id = pu.user_id
      where u.fav_team_id is not null and u.fav_team_id = (select team_id from winner)
    ),
    removed as (
      delete from point_adjustments a
      where a.kind = 'bonus' and a.match_id = ${matchId} and a.user_id not in (select user_id from eligible)
      returning a.user_id, -a.points as delta
    ),
    added as (
      insert into point_adjustments (document_id, user_id, kind, match_id, round_id, points, reason)
      select prezice_document_id(), e.user_id, 'bonus', m.id, m.round_id, ${POINTS.favouriteWin}, 'Echipa favorită a câștigat'
      from eligible e cross join m
      on conflict (user_id, match_id) where kind = 'bonus' do nothing
      returning user_id, points as delta
    ),
    deltas as (
      select user_id, sum(delta)::int as delta from (
        select user_id, new - old as delta from per_user where new <> old union all select user_id, delta from removed union all select user_id, delta from added
      ) d group by user_id having sum(delta) <> 0
    ),
    totals as (
      update users u set points = u.points + d.delta,
        current_points = u.current_points + case when (select is_current from m) then d.delta else 0 end
      from deltas d where u.id = d.user_id
      returning u.id
    )
    select (select count(*) from upd)::int as scored,
           ((select count(*) from removed) + (select count(*) from added))::int as bonuses,
           (select count(*) from totals)::int as users,
           (select coalesce(sum(abs(delta)), 0) from deltas)::int as moved`,
  );
  const r = rows[0];
  return { scored: Number(r.scored), bonuses: Number(r.bonuses), users: Number(r.users), moved: Number(r.moved) };
}

/**
 * Totals from scratch: points = every prediction's points + every ledger entry; currentPoints = the same
 * for the current round. With userIds, only those accounts. Answers how many rows changed.
 */
export async function recomputeTotals(conn: Conn, userIds?: number[]): Promise<number> {
  if (userIds && userIds.length === 0) return 0;
  const only = userIds
    ? sql`and u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<{ n: number }>(
    conn,
    sql`with t as (
      select u.id,
        coalesce(p.total, 0) + coalesce(a.total, 0) as total,
        coalesce(p.cur, 0) + coalesce(a.cur, 0) as cur
      from users u
      left join (
        select p.user_id, sum(p.points)::int as total, (sum(p.points) filter (where r.current))::int as cur
        from predictions p join matches m on m.id = p.match_id join rounds r on r.id = m.round_id
        where p.points is not null group by p.user_id
      ) p on p.user_id = u.id
      left join (
        select a.user_id, sum(a.points)::int as total, (sum(a.points) filter (where r.current))::int as cur
        from point_adjustments a left join rounds r on r.id = a.round_id group by a.user_id
      ) a on a.user_id = u.id
      where true ${only}
    ),
    changed as (
      update users u set points = t.total, current_points = t.cur from t
      where u.id = t.id and (u.points, u.current_points) is distinct from (t.total, t.cur)
      returning u.id
    )
    select count(*)::int as n from changed`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Accounts with a prediction or a ledger entry on the match: those whose totals it moves. */
export async function usersTouchingMatch(conn: Conn, matchId: number): Promise<number[]> {
  const rows = await rowsOf<{ user_id: number }>(
    conn,
    sql`select user_id from predictions where match_id = ${matchId}
        union select user_id from point_adjustments where match_id = ${matchId}`,
  );
  return rows.map((r) => Number(r.user_id));
}

/** VACUUM of users without truncating its empty end (which would lock every read out): the visibility map again. */
export async function vacuumUsers(conn: Conn): Promise<void> {
  await conn.execute(sql`vacuum (truncate false) users`);
}
