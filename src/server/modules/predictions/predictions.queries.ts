import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { MAX_PREDICTIONS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { teamPair } from '../../db/joins.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';

const pair = teamPair('p');

/** Predictions with their match (teams, emblems, round) and author. */
const selectPredictions = (conn: Conn) =>
  pair.join(
    conn
      .select({
        prediction: predictions,
        match: matches,
        round: { documentId: rounds.documentId, name: rounds.name, current: rounds.current },
        ...pair.columns,
        user: { documentId: users.documentId, username: users.username },
      })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .innerJoin(users, eq(users.id, predictions.userId))
      .$dynamic(),
    matches.team1Id,
    matches.team2Id,
  );

export type PredictionRow = Awaited<ReturnType<ReturnType<typeof selectPredictions>['execute']>>[number];

/** Who sees which predictions: one's own always; others' only once their match's deadline has passed. */
export function visiblePredictions(viewer: { id: number; isAdmin: boolean } | null, now: Date): SQL | undefined {
  const closed = sql`${matches.date} - interval '2 hours' <= ${now.toISOString()}::timestamptz`;
  if (viewer?.isAdmin) return undefined;
  if (!viewer) return closed;
  return or(eq(predictions.userId, viewer.id), closed);
}

export async function listPredictions(conn: Conn, q: ParsedList, visible: SQL | undefined) {
  const where = and(q.where, visible);
  const rows = await selectPredictions(conn)
    .where(where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [asc(matches.date), asc(predictions.id)]), asc(predictions.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(predictions)
          .innerJoin(matches, eq(matches.id, predictions.matchId))
          .innerJoin(rounds, eq(rounds.id, matches.roundId))
          .innerJoin(users, eq(users.id, predictions.userId))
          .where(where)
      )[0].n
    : undefined;
  return { rows, total };
}

/** A player's predictions, earliest match first, those `visible` lets the viewer see (a profile's history). */
export function predictionHistory(conn: Conn, userId: number, visible: SQL | undefined) {
  return selectPredictions(conn)
    .where(and(eq(predictions.userId, userId), visible))
    .orderBy(asc(matches.date), asc(predictions.id));
}

/** By documentId or numeric id. */
export async function findPrediction(conn: Conn, key: string, extra?: SQL) {
  const byKey = /^\d+$/.test(key) ? eq(predictions.id, Number(key)) : eq(predictions.documentId, key);
  const rows = await selectPredictions(conn).where(and(byKey, extra));
  return rows[0];
}

/**
 * Inside the transaction that writes a prediction: the match (by documentId or id) with what the prediction
 * window needs, its row and its round's row locked FOR SHARE until commit. A result write (UPDATE of the match)
 * or another round made current (UPDATE of the rounds) waits for this transaction, and this one waits for
 * them and then reads their committed values; so a prediction is decided either wholly before or wholly
 * after them, never in between.
 */
export async function lockMatchForPrediction(tx: Conn, key: string | number) {
  const byKey =
    typeof key === 'number' || /^\d+$/.test(key) ? eq(matches.id, Number(key)) : eq(matches.documentId, key);
  const rows = await tx
    .select({
      id: matches.id,
      date: matches.date,
      team1FinalScore: matches.team1FinalScore,
      team2FinalScore: matches.team2FinalScore,
      finalCards: matches.finalCards,
      finalCorners: matches.finalCorners,
      roundIsCurrent: rounds.current,
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(byKey)
    .for('share', { of: [matches, rounds] });
  return rows[0];
}

export type LockedMatch = NonNullable<Awaited<ReturnType<typeof lockMatchForPrediction>>>;

/** The bare prediction row (by documentId or id), for a change. */
export async function findPredictionRecord(conn: Conn, key: string) {
  const byKey = /^\d+$/.test(key) ? eq(predictions.id, Number(key)) : eq(predictions.documentId, key);
  const rows = await conn.select().from(predictions).where(byKey);
  return rows[0];
}

export async function insertPrediction(
  conn: Conn,
  values: { userId: number; matchId: number; type: string; team1: number; team2: number },
) {
  const [row] = await conn.insert(predictions).values(values).returning({ id: predictions.id });
  return row;
}

export async function updatePredictionValues(conn: Conn, id: number, values: { team1: number; team2: number }) {
  await conn
    .update(predictions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(predictions.id, id));
}

/** What GET /api/predictions may filter, sort, select and populate. */
export const predictionListSpec: ListSpec = {
  filters: {
    id: { column: predictions.id, type: 'integer' },
    documentId: { column: predictions.documentId, type: 'string' },
    type: { column: predictions.type, type: 'string' },
    points: { column: predictions.points, type: 'integer' },
    user: {
      id: { column: users.id, type: 'integer' },
      documentId: { column: users.documentId, type: 'string' },
      username: { column: users.username, type: 'string' },
    },
    match: {
      id: { column: matches.id, type: 'integer' },
      documentId: { column: matches.documentId, type: 'string' },
      date: { column: matches.date, type: 'datetime' },
      round: {
        id: { column: rounds.id, type: 'integer' },
        documentId: { column: rounds.documentId, type: 'string' },
        current: { column: rounds.current, type: 'boolean' },
      },
    },
  },
  sorts: {
    id: predictions.id,
    createdAt: predictions.createdAt,
    updatedAt: predictions.updatedAt,
    'match.date': matches.date,
  },
  fields: ['type', 'team1', 'team2', 'points', 'createdAt', 'updatedAt'],
  populate: { match: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} }, user: {} },
  maxPageSize: MAX_PREDICTIONS_PAGE_SIZE,
};
