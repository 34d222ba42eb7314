import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../src/server/db/client.ts';
import { one } from './support.ts';

// The scoring bench's yardsticks: the bare limit (the points rules as two set-based UPDATEs) and a count of the
// rows a write touched (by their xmin).

/** The points rules, written plainly (prediction p, match m with s1, s2, fc, fk), for the bare limit. */
const pick = (c: string) =>
  sql.raw(
    `(case when p.team1 = 1 and p.team2 = 0 then '1' when p.team1 = 0 and p.team2 = 1 then '2' else 'X' end) = ${c}`,
  );
export const barePoints = sql`case
  when p.type = 'score' then case
    when p.team1 = m.s1 and p.team2 = m.s2 then 100 when p.team1 = m.s1 or p.team2 = m.s2 then 30 else 0 end
  when p.type = 'cards' then case when ${pick('m.fc')} then 40 else 0 end
  else case when ${pick('m.fk')} then 40 else 0 end end`;
export const matchResult = (matchId: number) =>
  sql`(select team1_final_score as s1, team2_final_score as s2, final_cards as fc, final_corners as fk
       from matches where id = ${matchId}) m`;

/** The bare limit: ONE UPDATE of the match's predictions, ONE UPDATE of the totals from their aggregate. */
export async function bareScore(tx: Conn, matchId: number): Promise<void> {
  await tx.execute(sql`update predictions p set points = ${barePoints}, updated_at = now()
    from ${matchResult(matchId)} where p.match_id = ${matchId}`);
  await tx.execute(sql`update users u set points = a.total, current_points = a.total
    from (select user_id, coalesce(sum(points), 0)::int as total from predictions where match_id = ${matchId}
          group by user_id) a
    where u.id = a.user_id and (u.points, u.current_points) is distinct from (a.total, a.total)`);
}

/** A transaction id to compare xmin against: rows inserted or updated later carry a larger one. */
export async function xidNow(conn: Conn): Promise<number> {
  const r = await one<{ x: string }>(conn, `select (pg_current_xact_id()::text::bigint % 4294967296)::text as x`);
  return Number(r.x);
}

export interface Written {
  predictions: number;
  users: number;
  bonuses: number;
}

export async function writtenSince(conn: Conn, xid: number, matchId: number): Promise<Written> {
  const after: SQL = sql.raw(`xmin::text::bigint > ${xid}`);
  const r = await one<Written>(
    conn,
    sql`select (select count(*) from predictions where match_id = ${matchId} and ${after})::int as predictions,
               (select count(*) from users where ${after})::int as users,
               (select count(*) from point_adjustments where match_id = ${matchId} and ${after})::int as bonuses`,
  );
  return { predictions: Number(r.predictions), users: Number(r.users), bonuses: Number(r.bonuses) };
}
