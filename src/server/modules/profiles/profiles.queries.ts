import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Conn, rowsOf } from '../../db/client.ts';
import { teams, users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { pointAdjustments } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';

const t1 = alias(teams, 'adj_t1');
const t2 = alias(teams, 'adj_t2');

/** Bonuses and admin adjustments of a user, newest first. */
export async function listAdjustments(conn: Conn, userId: number) {
  return conn
    .select({
      adjustment: pointAdjustments,
      round: { documentId: rounds.documentId, name: rounds.name, current: rounds.current },
      match: { documentId: matches.documentId },
      team1: t1.name,
      team2: t2.name,
    })
    .from(pointAdjustments)
    .leftJoin(rounds, eq(rounds.id, pointAdjustments.roundId))
    .leftJoin(matches, eq(matches.id, pointAdjustments.matchId))
    .leftJoin(t1, eq(t1.id, matches.team1Id))
    .leftJoin(t2, eq(t2.id, matches.team2Id))
    .where(eq(pointAdjustments.userId, userId))
    .orderBy(desc(pointAdjustments.createdAt), desc(pointAdjustments.id));
}

/** Points per round, oldest round first: predictions plus ledger entries, 0 where the user has none. */
export async function pointsByRound(conn: Conn, userId: number) {
  return rowsOf<{ document_id: string; name: string; current: boolean; points: number }>(
    conn,
    sql`select r.document_id, r.name, r.current,
        (coalesce((select sum(p.points) from predictions p join matches m on m.id = p.match_id
                   where m.round_id = r.id and p.user_id = ${userId}), 0)
       + coalesce((select sum(a.points) from point_adjustments a where a.round_id = r.id and a.user_id = ${userId}), 0))::int as points
      from rounds r order by r.created_at asc, r.id asc`,
  );
}

export async function insertAdjustment(
  conn: Conn,
  values: { userId: number; points: number; reason: string; roundId: number | null; createdById: number },
) {
  const [row] = await conn
    .insert(pointAdjustments)
    .values({ ...values, kind: 'admin' })
    .returning();
  return row;
}

export async function setAvatar(conn: Conn, userId: number, avatarId: number) {
  await conn.update(users).set({ avatarId, updatedAt: new Date() }).where(eq(users.id, userId));
}
