import { and, eq, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { liveScores } from '../../db/tables/live.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { Expected } from '../../http/versions.ts';

export type LiveValues = Omit<typeof liveScores.$inferInsert, 'matchId' | 'updatedAt' | 'updatedBy'>;

/** Writes (or replaces) the live score of a match; a replaced one gets a later version. */
export async function upsertLiveScore(conn: Conn, matchId: number, values: LiveValues, at: Date, by: number | null) {
  await conn
    .insert(liveScores)
    .values({ matchId, ...values, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({
      target: liveScores.matchId,
      set: { ...values, updatedAt: nextVersion(liveScores.updatedAt, at), updatedBy: by },
    });
}

/** The version of a match's live state (its updatedAt), or undefined when it is not live. */
export async function liveVersionOf(conn: Conn, matchId: number) {
  const rows = await conn
    .select({ updatedAt: liveScores.updatedAt })
    .from(liveScores)
    .where(eq(liveScores.matchId, matchId));
  return rows[0]?.updatedAt;
}

/** Ends a match's live state (at the expected version, when one is given); answers whether there was one. */
export async function deleteLiveScore(conn: Conn, matchId: number, expected?: Expected): Promise<boolean> {
  const rows = await conn
    .delete(liveScores)
    .where(and(eq(liveScores.matchId, matchId), atVersion(liveScores.updatedAt, expected)))
    .returning({ id: liveScores.matchId });
  return rows.length > 0;
}

/** Every match under way, earliest kickoff first, with its documentId. */
export async function liveRows(conn: Conn) {
  return conn
    .select({
      matchId: liveScores.matchId,
      documentId: matches.documentId,
      homeGoals: liveScores.homeGoals,
      awayGoals: liveScores.awayGoals,
      homeCards: liveScores.homeCards,
      awayCards: liveScores.awayCards,
      homeCorners: liveScores.homeCorners,
      awayCorners: liveScores.awayCorners,
      minute: liveScores.minute,
      updatedAt: liveScores.updatedAt,
    })
    .from(liveScores)
    .innerJoin(matches, eq(matches.id, liveScores.matchId))
    .orderBy(matches.date, matches.id);
}
export type LiveRow = Awaited<ReturnType<typeof liveRows>>[number];

/** The live matches of the current round with their teams: what the projection scores. */
export async function currentRoundLive(conn: Conn) {
  const rows = await rowsOf<{
    match_id: number;
    team1_id: number;
    team2_id: number;
    home_goals: number;
    away_goals: number;
    home_cards: number | null;
    away_cards: number | null;
    home_corners: number | null;
    away_corners: number | null;
  }>(
    conn,
    sql`select l.match_id, m.team1_id, m.team2_id, l.home_goals, l.away_goals, l.home_cards, l.away_cards,
          l.home_corners, l.away_corners
        from live_scores l join matches m on m.id = l.match_id join rounds r on r.id = m.round_id
        where r.current and m.team1_final_score is null`,
  );
  return rows.map((r) => ({
    matchId: Number(r.match_id),
    team1Id: Number(r.team1_id),
    team2Id: Number(r.team2_id),
    homeGoals: Number(r.home_goals),
    awayGoals: Number(r.away_goals),
    homeCards: r.home_cards === null ? null : Number(r.home_cards),
    awayCards: r.away_cards === null ? null : Number(r.away_cards),
    homeCorners: r.home_corners === null ? null : Number(r.home_corners),
    awayCorners: r.away_corners === null ? null : Number(r.away_corners),
  }));
}
export type CurrentLiveMatch = Awaited<ReturnType<typeof currentRoundLive>>[number];

/** Inside a transaction: the match's kickoff and final score, locked until commit (a result being saved waits). */
export async function lockMatchForLive(tx: Conn, documentId: string) {
  const rows = await tx
    .select({
      id: matches.id,
      date: matches.date,
      team1FinalScore: matches.team1FinalScore,
      team2FinalScore: matches.team2FinalScore,
    })
    .from(matches)
    .where(eq(matches.documentId, documentId))
    .for('update');
  return rows[0];
}

/** The match id of a documentId, or undefined. */
export async function matchIdOf(conn: Conn, documentId: string) {
  const rows = await conn.select({ id: matches.id }).from(matches).where(eq(matches.documentId, documentId));
  return rows[0]?.id;
}

/** Whether any match is live. */
export async function anyLive(conn: Conn) {
  const rows = await conn.select({ id: liveScores.matchId }).from(liveScores).limit(1);
  return rows.length > 0;
}
