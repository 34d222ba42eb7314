import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';

export interface PickRow {
  username: string;
  date: Date | string;
  updated_at: Date | string;
  round: string;
  team1: string;
  team2: string;
  emblem1: string | null;
  emblem2: string | null;
  team1_final_score: number | null;
  team2_final_score: number | null;
  final_cards: string | null;
  final_corners: string | null;
  /** The player's predictions on the match: type, team1, team2, points. */
  picks: { type: string; team1: number; team2: number; points: number | null }[] | string | null;
}

/** A player (by username, any case) and a match (by documentId), with the player's predictions on it. */
export async function findPick(conn: Conn, username: string, matchId: string) {
  const rows = await rowsOf<PickRow>(
    conn,
    sql`select u.username, m.date, m.updated_at, r.name as round, t1.name as team1, t2.name as team2,
          f1.url as emblem1, f2.url as emblem2, m.team1_final_score, m.team2_final_score, m.final_cards,
          m.final_corners,
          (select json_agg(json_build_object('type', p.type, 'team1', p.team1, 'team2', p.team2, 'points', p.points))
             from predictions p where p.user_id = u.id and p.match_id = m.id) as picks
        from users u, matches m
        join rounds r on r.id = m.round_id
        join teams t1 on t1.id = m.team1_id
        join teams t2 on t2.id = m.team2_id
        left join files f1 on f1.id = t1.emblem_id
        left join files f2 on f2.id = t2.emblem_id
        where lower(u.username) = ${username.toLowerCase()} and not u.blocked and m.document_id = ${matchId}
        limit 1`,
  );
  return rows[0];
}
