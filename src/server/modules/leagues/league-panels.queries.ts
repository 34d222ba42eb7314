import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { mediaObject } from '../../db/joins.ts';
import type { MediaInput } from '../uploads/uploads.projection.ts';
import { type StandingRow, type StandingsSort, sortColumn } from './leagues.queries.ts';

export interface PanelRow extends StandingRow {
  leagueId: number;
  position: number;
  /** How many members the league's standings rank. */
  total: number;
}

/**
 * The rows of the panels of several leagues in one statement: each league's ranked members (not admins) ranked as
 * standingsPage ranks them (rank = 1 + the members with more points; position: points desc, then username ignoring
 * case, then id), and of those only the `top`, `userId` with `neighbours` on each side, and the last. In league
 * order, then position.
 */
export async function panelRows(
  conn: Conn,
  leagueIds: number[],
  userId: number,
  sort: StandingsSort,
  shape: { top: number; neighbours: number },
) {
  if (leagueIds.length === 0) return [];
  const ids = sql.join(
    leagueIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const col = sortColumn[sort];
  const rows = await rowsOf<{
    league_id: number;
    id: number;
    document_id: string;
    username: string;
    points: number;
    current_points: number;
    rank: number;
    pos: number;
    total: number;
    avatar: MediaInput;
  }>(
    conn,
    sql`with ranked as (
      select lm.league_id, u.id, u.document_id, u.username, u.points, u.current_points, u.avatar_id,
        rank() over (partition by lm.league_id order by ${col} desc)::int as rank,
        row_number() over (partition by lm.league_id order by ${col} desc, lower(u.username), u.id)::int as pos,
        count(*) over (partition by lm.league_id)::int as total
      from league_members lm join users u on u.id = lm.user_id
      where lm.league_id in (${ids}) and u.role_id <> 4
    ), me as (select league_id, pos from ranked where id = ${userId})
    select r.league_id, r.id, r.document_id, r.username, r.points, r.current_points, r.rank, r.pos, r.total,
      ${mediaObject('a')} as avatar
    from ranked r left join me on me.league_id = r.league_id left join files a on a.id = r.avatar_id
    where r.pos <= ${shape.top} or r.pos = r.total
      or r.pos between me.pos - ${shape.neighbours} and me.pos + ${shape.neighbours}
    order by r.league_id, r.pos`,
  );
  return rows.map(
    (r): PanelRow => ({
      leagueId: Number(r.league_id),
      id: Number(r.id),
      documentId: r.document_id,
      username: r.username,
      points: Number(r.points),
      currentPoints: Number(r.current_points),
      rank: Number(r.rank),
      position: Number(r.pos),
      total: Number(r.total),
      avatar: r.avatar,
    }),
  );
}
