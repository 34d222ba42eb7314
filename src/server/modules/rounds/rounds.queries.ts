import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { mediaColumns } from '../../db/joins.ts';
import { files, teams, users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds, roundWinners } from '../../db/tables/rounds.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

/** A round's id from a relation reference (documentId or id). */
export async function findRoundId(conn: Conn, ref: { documentId: string } | { id: number }) {
  const rows = await conn
    .select({ id: rounds.id })
    .from(rounds)
    .where('documentId' in ref ? eq(rounds.documentId, ref.documentId) : eq(rounds.id, ref.id));
  return rows[0]?.id;
}

export async function findCurrentRound(conn: Conn) {
  const rows = await conn.select().from(rounds).where(eq(rounds.current, true));
  return rows[0];
}

export async function findRoundIdByDocumentId(conn: Conn, documentId: string) {
  const rows = await conn.select({ id: rounds.id }).from(rounds).where(eq(rounds.documentId, documentId));
  return rows[0]?.id;
}

export type RoundRow = typeof rounds.$inferSelect;

export async function listRounds(conn: Conn, q: ParsedList) {
  const rows = await conn
    .select()
    .from(rounds)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(rounds.createdAt)]), desc(rounds.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount ? (await conn.select({ n: count() }).from(rounds).where(q.where))[0].n : undefined;
  return { rows, total };
}

export async function findRound(conn: Conn, documentId: string) {
  const rows = await conn.select().from(rounds).where(eq(rounds.documentId, documentId));
  return rows[0];
}

const avatar = alias(files, 'winner_avatar');
const emblem = alias(files, 'winner_emblem');
/** Winners of the rounds, best first, with the public fields of each user. */
export async function winnersOf(conn: Conn, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return conn
    .select({
      id: roundWinners.id,
      roundId: roundWinners.roundId,
      currentPoints: roundWinners.currentPoints,
      prize: roundWinners.prize,
      userId: users.id,
      userDocumentId: users.documentId,
      username: users.username,
      avatar: mediaColumns(avatar),
      favTeam: { documentId: teams.documentId, name: teams.name },
      emblem: mediaColumns(emblem),
    })
    .from(roundWinners)
    .innerJoin(users, eq(users.id, roundWinners.userId))
    .leftJoin(avatar, eq(avatar.id, users.avatarId))
    .leftJoin(teams, eq(teams.id, users.favTeamId))
    .leftJoin(emblem, eq(emblem.id, teams.emblemId))
    .where(inArray(roundWinners.roundId, roundIds))
    .orderBy(desc(roundWinners.currentPoints), asc(roundWinners.position), asc(roundWinners.id));
}

export async function matchIdsOf(conn: Conn, roundIds: number[]) {
  if (roundIds.length === 0) return [];
  return conn
    .select({ id: matches.id, documentId: matches.documentId, roundId: matches.roundId })
    .from(matches)
    .where(inArray(matches.roundId, roundIds))
    .orderBy(asc(matches.date));
}

/** Makes one round the only current one: the previous flag is cleared first, in the caller's transaction. */
export async function markCurrent(conn: Conn, roundId: number) {
  await conn
    .update(rounds)
    .set({ current: false, updatedAt: nextVersion(rounds.updatedAt) })
    .where(eq(rounds.current, true));
  await conn
    .update(rounds)
    .set({ current: true, updatedAt: nextVersion(rounds.updatedAt) })
    .where(eq(rounds.id, roundId));
}

export async function insertRound(conn: Conn, name: string) {
  const [row] = await conn.insert(rounds).values({ name }).returning();
  return row;
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateRoundRow(
  conn: Conn,
  id: number,
  values: { name?: string; current?: boolean },
  expected?: Expected,
) {
  const rows = await conn
    .update(rounds)
    .set({ ...values, updatedAt: nextVersion(rounds.updatedAt) })
    .where(and(eq(rounds.id, id), atVersion(rounds.updatedAt, expected)))
    .returning({ id: rounds.id });
  return rows.length;
}

export async function replaceWinners(
  conn: Conn,
  roundId: number,
  winners: { userId: number; currentPoints: number; prize: string }[],
) {
  await conn.delete(roundWinners).where(eq(roundWinners.roundId, roundId));
  if (winners.length) {
    await conn.insert(roundWinners).values(winners.map((w, i) => ({ ...w, roundId, position: i + 1 })));
  }
}

export async function countMatchesOf(conn: Conn, roundId: number) {
  return (await conn.select({ n: count() }).from(matches).where(eq(matches.roundId, roundId)))[0].n;
}

export async function deleteRoundRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(rounds)
    .where(and(eq(rounds.id, id), atVersion(rounds.updatedAt, expected)))
    .returning({ id: rounds.id });
  return rows.length;
}

export async function userIdsByDocumentIds(conn: Conn, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, number>();
  const rows = await conn
    .select({ id: users.id, documentId: users.documentId })
    .from(users)
    .where(inArray(users.documentId, documentIds));
  return new Map(rows.map((r) => [r.documentId, r.id]));
}

/** What GET /api/rounds may filter, sort, select and populate. */
export const roundListSpec: ListSpec = {
  filters: {
    id: { column: rounds.id, type: 'integer' },
    documentId: { column: rounds.documentId, type: 'string' },
    name: { column: rounds.name, type: 'string' },
    current: { column: rounds.current, type: 'boolean' },
    createdAt: { column: rounds.createdAt, type: 'datetime' },
  },
  sorts: {
    id: rounds.id,
    name: rounds.name,
    createdAt: rounds.createdAt,
    updatedAt: rounds.updatedAt,
    publishedAt: rounds.publishedAt,
  },
  fields: ['name', 'current', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { winners: { user: { avatar: {}, favTeam: { emblem: {} } } }, matches: {} },
  maxPageSize: MAX_PAGE_SIZE,
};
