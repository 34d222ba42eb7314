import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';

/** Counts of 1/X/2 per match and category for the current round, aggregated by the database (no cap). */
export async function currentRoundCounts(conn: Conn) {
  return rowsOf<{ match_id: number; type: string; outcome: '1' | 'X' | '2'; n: number }>(
    conn,
    sql`select p.match_id, p.type,
        case
          when p.type = 'score' then case when p.team1 > p.team2 then '1' when p.team1 < p.team2 then '2' else 'X' end
          else case when p.team1 = 1 and p.team2 = 0 then '1' when p.team1 = 0 and p.team2 = 1 then '2' else 'X' end
        end as outcome,
        count(*)::int as n
      from predictions p
      join matches m on m.id = p.match_id
      join rounds r on r.id = m.round_id and r.current
      group by 1, 2, 3`,
  );
}
