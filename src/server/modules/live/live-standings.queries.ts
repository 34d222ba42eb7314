import { sql } from 'drizzle-orm';
import { resultIfFinal } from '../../../domain/live.ts';
import { favouriteBonus, type PredictionType, scorePrediction } from '../../../domain/scoring.ts';
import { type Conn, type Db, rowsOf } from '../../db/client.ts';
import { mediaObject } from '../../db/joins.ts';
import type { MediaInput } from '../uploads/uploads.projection.ts';
import { type CurrentLiveMatch, currentRoundLive } from './live.queries.ts';

/** Held by the recomputation until commit: one at a time across instances, each from a newer snapshot. */
const PROJECTION_LOCK = 7316012;

/**
 * The points of every prediction value held on the live matches, scored by the game's own function
 * (scorePrediction) on the result each live score would be if the match ended now: a few hundred distinct values
 * at most, whatever the number of players. The database then only sums them per account.
 */
async function scoredValues(conn: Conn, live: CurrentLiveMatch[]) {
  const results = new Map(live.map((m) => [m.matchId, resultIfFinal(m)]));
  const ids = sql.join(
    live.map((m) => sql`${m.matchId}`),
    sql`, `,
  );
  const distinct = await rowsOf<{ match_id: number; type: PredictionType; team1: number; team2: number }>(
    conn,
    sql`select distinct match_id, type, team1, team2 from predictions where match_id in (${ids})`,
  );
  return distinct.map((v) => ({
    match_id: Number(v.match_id),
    type: v.type,
    team1: Number(v.team1),
    team2: Number(v.team2),
    points: scorePrediction(v, results.get(Number(v.match_id))!) ?? 0,
  }));
}

/** The favourite-team bonus of each live match as if it ended now (favouriteBonus): which team, how much. */
function bonuses(live: CurrentLiveMatch[]) {
  const out: { match_id: number; team_id: number; points: number }[] = [];
  for (const m of live) {
    const result = resultIfFinal(m);
    for (const teamId of [m.team1Id, m.team2Id]) {
      const points = favouriteBonus({
        favTeamId: teamId,
        team1Id: m.team1Id,
        team2Id: m.team2Id,
        result,
        predicted: true,
      });
      if (points > 0) out.push({ match_id: m.matchId, team_id: teamId, points });
    }
  }
  return out;
}

/**
 * What the projection scores: the live matches of the current round, the points of each prediction value held on
 * them and the favourite-team bonuses, as the JSON the statement reads (null: no match live).
 */
export async function projectionInputs(conn: Conn) {
  const live = await currentRoundLive(conn);
  if (live.length === 0) return null;
  return {
    live: live.length,
    values: JSON.stringify(await scoredValues(conn, live)),
    bonus: JSON.stringify(bonuses(live)),
  };
}

/**
 * Each ranked account's projected round points (id, name, pts): its current round points as stored (the finished
 * matches and the ledger) plus what its predictions and favourite team would earn if every live match ended now.
 */
export function projectedPoints(inputs: { values: string; bonus: string }) {
  return sql`with v as (
      select * from jsonb_to_recordset(${inputs.values}::jsonb) as v(match_id int, type text, team1 int, team2 int, points int)
    ),
    b as (select * from jsonb_to_recordset(${inputs.bonus}::jsonb) as b(match_id int, team_id int, points int)),
    pred as (
      select p.user_id, sum(v.points)::int as pts from predictions p
      join v on v.match_id = p.match_id and v.type = p.type and v.team1 = p.team1 and v.team2 = p.team2
      group by p.user_id
    ),
    bonus as (
      select u.id as user_id, sum(b.points)::int as pts from b join users u on u.fav_team_id = b.team_id
      where exists (select 1 from predictions p where p.user_id = u.id and p.match_id = b.match_id)
      group by u.id
    )
    select u.id, lower(u.username) as name, u.current_points + coalesce(pr.pts, 0) + coalesce(bo.pts, 0) as pts
    from users u left join pred pr on pr.user_id = u.id left join bonus bo on bo.user_id = u.id
    where u.role_id <> 4`;
}

/**
 * Computes the projection "dacă scorul rămâne așa" once, into a new generation of live_standings (projectedPoints,
 * placed like the leaderboard: equal points share a place; order points desc, then username, then id). Stored
 * points are never written. With no live match, the projection is cleared. Answers the generation read from now
 * on (null: none).
 */
export async function recomputeLiveStandings(db: Db, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    await rowsOf(tx, sql`select pg_advisory_xact_lock(${PROJECTION_LOCK})`);
    const inputs = await projectionInputs(tx);
    if (!inputs) {
      await rowsOf(tx, sql`delete from live_projection`);
      await rowsOf(tx, sql`delete from live_standings`);
      return null;
    }
    const [{ generation }] = await rowsOf<{ generation: number }>(
      tx,
      sql`select coalesce((select generation from live_projection where id = 1), 0) + 1 as generation`,
    );
    const gen = Number(generation);
    const [{ total }] = await rowsOf<{ total: number }>(
      tx,
      sql`with ins as (
        insert into live_standings (generation, pos, user_id, round_points, place)
        select ${gen}, row_number() over (order by pts desc, name, id), id, pts, rank() over (order by pts desc)
        from (${projectedPoints(inputs)}) proj
        returning 1
      )
      select count(*)::int as total from ins`,
    );
    await rowsOf(
      tx,
      sql`insert into live_projection (id, generation, computed_at, live_matches, total)
          values (1, ${gen}, ${now.toISOString()}::timestamptz, ${inputs.live}, ${Number(total)})
          on conflict (id) do update set generation = excluded.generation, computed_at = excluded.computed_at,
            live_matches = excluded.live_matches, total = excluded.total`,
    );
    await rowsOf(tx, sql`delete from live_standings where generation <> ${gen}`);
    return gen;
  });
}

/** The projection's current generation and size, or null while there is none. */
export async function projectionState(conn: Conn) {
  const rows = await rowsOf<{ generation: number; total: number; computed_at: Date | string }>(
    conn,
    sql`select generation, total, computed_at from live_projection where id = 1`,
  );
  const r = rows[0];
  return r ? { generation: Number(r.generation), total: Number(r.total), computedAt: new Date(r.computed_at) } : null;
}

/** One page of the projection, in the order shown: an index range on (generation, pos). */
export async function projectionPage(conn: Conn, generation: number, offset: number, limit: number) {
  const rows = await rowsOf<{
    place: number;
    round_points: number;
    document_id: string;
    username: string;
    current_points: number;
    avatar: MediaInput;
  }>(
    conn,
    sql`select s.place, s.round_points, u.document_id, u.username, u.current_points, ${mediaObject('a')} as avatar
        from live_standings s join users u on u.id = s.user_id left join files a on a.id = u.avatar_id
        where s.generation = ${generation} and s.pos > ${offset} and s.pos <= ${offset + limit}
        order by s.pos`,
  );
  return rows.map((r) => ({
    place: Number(r.place),
    roundPoints: Number(r.round_points),
    documentId: r.document_id,
    username: r.username,
    currentPoints: Number(r.current_points),
    avatar: r.avatar,
  }));
}

/** Where an account stands in the projection (its place and position), or undefined when it is not ranked. */
export async function projectedPlaceOf(conn: Conn, generation: number, userId: number) {
  const rows = await rowsOf<{ place: number; pos: number; round_points: number }>(
    conn,
    sql`select place, pos, round_points from live_standings where generation = ${generation} and user_id = ${userId}`,
  );
  const r = rows[0];
  return r ? { place: Number(r.place), position: Number(r.pos), roundPoints: Number(r.round_points) } : undefined;
}
