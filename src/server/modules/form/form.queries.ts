import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { formRounds, roundHistogram, roundPoints } from '../../db/tables/form.table.ts';

// A player's form: its rows of round_points (one per round it scored in), and its places counted from the per-round
// histograms (migration 0016), as the leaderboard counts from points_histogram: 1 + the ranked accounts above.
// Only non-zero values are stored, so below 0 the accounts at 0 (the ranked accounts less those stored) count too.

interface FormRow {
  document_id: string;
  name: string;
  current: boolean;
  round_points: number;
  season_points: number;
  round_place: number;
  season_place: number;
  played: boolean;
}

/**
 * Per round with a result (oldest first): the player's round and season points and places. Cost: the player's
 * round_points rows, the rounds with a result, and per round the histogram rows above its values (a few hundred).
 */
export async function formRows(conn: Conn, userId: number) {
  const rows = await rowsOf<FormRow>(
    conn,
    sql`with chart as (
      select r.id, r.document_id, r.name, r.current, r.created_at from rounds r
      where exists (select 1 from matches m where m.round_id = r.id
                    and m.team1_final_score is not null and m.team2_final_score is not null)
    ),
    mine as (
      select rp.round_id, rp.points, r.created_at from ${roundPoints} rp join rounds r on r.id = rp.round_id
      where rp.user_id = ${userId}
    ),
    ranked as (select coalesce(sum(accounts), 0)::int as n from points_histogram where board = 'points'),
    figures as (
      select c.*,
        coalesce((select m.points from mine m where m.round_id = c.id), 0)::int as round_points,
        coalesce((select sum(m.points) from mine m where (m.created_at, m.round_id) <= (c.created_at, c.id)), 0)::int
          as season_points,
        (select f.round_id from ${formRounds} f join rounds fr on fr.id = f.round_id
          where (fr.created_at, fr.id) <= (c.created_at, c.id) order by fr.created_at desc, fr.id desc limit 1)
          as season_round,
        exists (select 1 from predictions p join matches m on m.id = p.match_id
                where p.user_id = ${userId} and m.round_id = c.id) as played
      from chart c
    )
    select f.document_id, f.name, f.current, f.round_points, f.season_points, f.played,
      (1 + coalesce((select sum(h.accounts) from ${roundHistogram} h
                     where h.round_id = f.id and h.board = 'round' and h.points > f.round_points), 0)
         + case when f.round_points < 0 then (select n from ranked) - coalesce((select sum(h.accounts)
             from ${roundHistogram} h where h.round_id = f.id and h.board = 'round'), 0) else 0 end)::int as round_place,
      (1 + coalesce((select sum(h.accounts) from ${roundHistogram} h
                     where h.round_id = f.season_round and h.board = 'season' and h.points > f.season_points), 0)
         + case when f.season_points < 0 then (select n from ranked) - coalesce((select sum(h.accounts)
             from ${roundHistogram} h where h.round_id = f.season_round and h.board = 'season'), 0) else 0 end)::int
         as season_place
    from figures f order by f.created_at asc, f.id asc`,
  );
  return rows.map((r) => ({
    documentId: r.document_id,
    name: r.name,
    current: Boolean(r.current),
    roundPoints: Number(r.round_points),
    seasonPoints: Number(r.season_points),
    roundPlace: Number(r.round_place),
    seasonPlace: Number(r.season_place),
    played: Boolean(r.played),
  }));
}

/**
 * Rows of round_points or of either histogram that differ from a fresh count from predictions and the ledger: 0
 * when the form is whole (tests and checks; the triggers keep it so in the points' own transaction).
 */
export async function formDrift(conn: Conn): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    conn,
    sql`with fresh_points as (
      select user_id, round_id, sum(points)::int as points from (
        select p.user_id, m.round_id, p.points from predictions p join matches m on m.id = p.match_id
        where p.points is not null
        union all select a.user_id, a.round_id, a.points from point_adjustments a where a.round_id is not null
      ) x group by user_id, round_id having sum(points) <> 0
    ),
    fresh_round as (
      select fp.round_id, fp.points, count(*)::int as accounts from fresh_points fp join users u on u.id = fp.user_id
      where u.role_id <> 4 group by fp.round_id, fp.points
    ),
    fresh_season as (
      select round_id, cum as points, count(*)::int as accounts from (
        select fp.user_id, f.round_id, sum(fp.points)::int as cum
        from ${formRounds} f join rounds fr on fr.id = f.round_id
        join fresh_points fp on true join rounds r on r.id = fp.round_id and (r.created_at, r.id) <= (fr.created_at, fr.id)
        join users u on u.id = fp.user_id and u.role_id <> 4
        group by fp.user_id, f.round_id
      ) c where cum <> 0 group by round_id, cum
    ),
    kept as (select * from ${roundHistogram} where accounts <> 0)
    select (
      (select count(*) from fresh_points f full join (select * from ${roundPoints} where points <> 0) k
        on k.user_id = f.user_id and k.round_id = f.round_id where f.points is distinct from k.points)
      + (select count(*) from fresh_round f full join (select * from kept where board = 'round') k
        on k.round_id = f.round_id and k.points = f.points where f.accounts is distinct from k.accounts)
      + (select count(*) from fresh_season f full join (select * from kept where board = 'season') k
        on k.round_id = f.round_id and k.points = f.points where f.accounts is distinct from k.accounts)
      + (select count(*) from fresh_points f where not exists (select 1 from ${formRounds} r where r.round_id = f.round_id))
    )::int as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Counts the form again from predictions and the ledger: for bulk loads that bypass the triggers. */
export async function rebuildForm(conn: Conn): Promise<void> {
  await conn.execute(sql`select prezice_form_rebuild()`);
}
