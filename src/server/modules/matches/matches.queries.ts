import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { teamPair } from '../../db/joins.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

const pair = teamPair('');
const { team1, team2 } = pair;
const roundColumns = { id: rounds.id, documentId: rounds.documentId, name: rounds.name, current: rounds.current };

const select = (conn: Conn) =>
  pair.join(
    conn
      .select({ match: matches, round: roundColumns, ...pair.columns })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .$dynamic(),
    matches.team1Id,
    matches.team2Id,
  );

export async function listMatches(conn: Conn, q: ParsedList) {
  const rows = await select(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [asc(matches.date)]), asc(matches.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(matches)
          .innerJoin(rounds, eq(rounds.id, matches.roundId))
          .innerJoin(team1, eq(team1.id, matches.team1Id))
          .innerJoin(team2, eq(team2.id, matches.team2Id))
          .where(q.where)
      )[0].n
    : undefined;
  return { rows, total };
}

export async function findMatch(conn: Conn, documentId: string, extra?: SQL) {
  const rows = await select(conn).where(and(eq(matches.documentId, documentId), extra));
  return rows[0];
}

export type MatchRow = NonNullable<Awaited<ReturnType<typeof findMatch>>>;

export async function findMatchRecord(conn: Conn, documentId: string) {
  const rows = await conn.select().from(matches).where(eq(matches.documentId, documentId));
  return rows[0];
}

/** Inside a transaction: the match row, locked FOR UPDATE until commit (its current values, after any wait). */
export async function lockMatchRecord(tx: Conn, documentId: string) {
  const rows = await tx.select().from(matches).where(eq(matches.documentId, documentId)).for('update');
  return rows[0];
}

export async function insertMatch(conn: Conn, values: typeof matches.$inferInsert) {
  const [row] = await conn.insert(matches).values(values).returning();
  return row;
}

export async function updateMatch(conn: Conn, id: number, values: Partial<typeof matches.$inferInsert>) {
  await conn
    .update(matches)
    .set({ ...values, updatedAt: nextVersion(matches.updatedAt) })
    .where(eq(matches.id, id));
}

/** Deletes the match (at the expected version, when one is given); answers how many rows went. */
export async function deleteMatchRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(matches)
    .where(and(eq(matches.id, id), atVersion(matches.updatedAt, expected)))
    .returning({ id: matches.id });
  return rows.length;
}

/** What GET /api/matches may filter, sort, select and populate. */
const teamFilters = (t: typeof team1 | typeof team2) => ({
  id: { column: t.id, type: 'integer' as const },
  documentId: { column: t.documentId, type: 'string' as const },
  name: { column: t.name, type: 'string' as const },
});

export const matchListSpec: ListSpec = {
  filters: {
    id: { column: matches.id, type: 'integer' },
    documentId: { column: matches.documentId, type: 'string' },
    date: { column: matches.date, type: 'datetime' },
    team1_finalScore: { column: matches.team1FinalScore, type: 'integer' },
    team2_finalScore: { column: matches.team2FinalScore, type: 'integer' },
    final_cards: { column: matches.finalCards, type: 'string' },
    final_corners: { column: matches.finalCorners, type: 'string' },
    createdAt: { column: matches.createdAt, type: 'datetime' },
    publishedAt: { column: matches.publishedAt, type: 'datetime' },
    round: {
      id: { column: rounds.id, type: 'integer' },
      documentId: { column: rounds.documentId, type: 'string' },
      name: { column: rounds.name, type: 'string' },
      current: { column: rounds.current, type: 'boolean' },
    },
    team1: teamFilters(team1),
    team2: teamFilters(team2),
  },
  sorts: {
    id: matches.id,
    date: matches.date,
    createdAt: matches.createdAt,
    updatedAt: matches.updatedAt,
    publishedAt: matches.publishedAt,
    'round.name': rounds.name,
    'round.createdAt': rounds.createdAt,
  },
  fields: [
    'date',
    'team1_finalScore',
    'team2_finalScore',
    'final_cards',
    'final_corners',
    'createdAt',
    'updatedAt',
    'publishedAt',
  ],
  populate: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

/** The current round's matches (100 at most), earliest first, with teams, emblems and round. */
export async function currentRoundMatchRows(conn: Conn) {
  const { rows } = await listMatches(conn, {
    where: eq(rounds.current, true),
    orderBy: [asc(matches.date)],
    sortPaths: [],
    page: 1,
    pageSize: 100,
    offset: 0,
    limit: 100,
    offsetStyle: false,
    withCount: false,
    extra: {},
  });
  return rows;
}

/** The names a correction's log entry keeps: the round's and the teams'. */
export async function matchNames(conn: Conn, matchId: number) {
  const [row] = await select(conn).where(eq(matches.id, matchId));
  return { roundName: row.round.name, team1Name: row.team1.name, team2Name: row.team2.name };
}
