import { and, count, eq, gt, min } from 'drizzle-orm';
import { ROLE_IDS } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';

/** Ranked players: predictor accounts with a verified phone. */
export async function countPlayers(conn: Conn) {
  const [row] = await conn
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, ROLE_IDS.predictor), eq(users.phoneVerified, true)));
  return row.n;
}

export async function findCurrentRound(conn: Conn) {
  const rows = await conn
    .select({ id: rounds.id, documentId: rounds.documentId, name: rounds.name })
    .from(rounds)
    .where(eq(rounds.current, true))
    .limit(1);
  return rows[0];
}

export async function countRoundPredictions(conn: Conn, roundId: number) {
  const [row] = await conn
    .select({ n: count() })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(eq(matches.roundId, roundId));
  return row.n;
}

/** The earliest kickoff of the round after the given instant (null when none). */
export async function firstKickoffAfter(conn: Conn, roundId: number, after: Date) {
  const [row] = await conn
    .select({ date: min(matches.date) })
    .from(matches)
    .where(and(eq(matches.roundId, roundId), gt(matches.date, after)));
  return row?.date ?? null;
}
