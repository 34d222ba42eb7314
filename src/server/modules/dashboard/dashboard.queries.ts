import { and, count, desc, isNull, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';

export async function countUsers(conn: Conn) {
  const [row] = await conn
    .select({
      all: count(),
      verified: sql<number>`count(*) filter (where ${users.phoneVerified})`.mapWith(Number),
    })
    .from(users);
  return row;
}

/**
 * Matches that have started (kickoff not in the future, as domain/deadline.ts hasStarted) and are not yet scored
 * (both final scores null): the results an admin still owes.
 */
export async function countUnscoredMatches(conn: Conn, now: Date) {
  const [row] = await conn
    .select({ n: count() })
    .from(matches)
    .where(and(isNull(matches.team1FinalScore), isNull(matches.team2FinalScore), lte(matches.date, now)));
  return row.n;
}

const roundColumns = { id: rounds.id, documentId: rounds.documentId, name: rounds.name, createdAt: rounds.createdAt };

/** The current round, or else the newest one. */
export async function findLatestRound(conn: Conn) {
  const rows = await conn
    .select(roundColumns)
    .from(rounds)
    .orderBy(desc(rounds.current), desc(rounds.createdAt), desc(rounds.id))
    .limit(1);
  return rows[0];
}

/**
 * The round created just before the given one. Compared with the stored creation time itself, not with the
 * JavaScript Date read back (milliseconds): two rounds created within one millisecond differ in microseconds.
 */
export async function findRoundBefore(conn: Conn, round: { id: number }) {
  const rows = await conn
    .select(roundColumns)
    .from(rounds)
    .where(
      sql`(${rounds.createdAt}, ${rounds.id}) < (select r.created_at, r.id from rounds r where r.id = ${round.id})`,
    )
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(1);
  return rows[0];
}
