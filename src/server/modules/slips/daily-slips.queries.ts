import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { DAILY_SLIPS_API_PAGE_SIZE, type SlipRef } from '../../../domain/slips.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { teamPair } from '../../db/joins.ts';
import { teams } from '../../db/tables/core.table.ts';
import { dailySlipPicks, dailySlips } from '../../db/tables/slips.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import { type ListSpec, type ParsedList, parseListQuery, parseSort } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

const pair = teamPair('daily_');
export type DailySlipRecord = typeof dailySlips.$inferSelect;

export async function listDailySlipRows(conn: Conn, q: ParsedList) {
  const rows = await conn
    .select()
    .from(dailySlips)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(dailySlips.date)]), desc(dailySlips.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount ? (await conn.select({ n: count() }).from(dailySlips).where(q.where))[0].n : undefined;
  return { rows, total };
}

export async function findDailySlipRow(conn: Conn, documentId: string) {
  const rows = await conn.select().from(dailySlips).where(eq(dailySlips.documentId, documentId));
  return rows[0];
}

/** The picks of the slips, in their order, each with both teams and their emblems. */
export async function dailyPicksOf(conn: Conn, slipIds: number[]) {
  if (slipIds.length === 0) return [];
  const picks = conn
    .select({ pick: dailySlipPicks, ...pair.columns })
    .from(dailySlipPicks)
    .$dynamic();
  return pair
    .join(picks, dailySlipPicks.team1Id, dailySlipPicks.team2Id)
    .where(inArray(dailySlipPicks.slipId, slipIds))
    .orderBy(asc(dailySlipPicks.slipId), asc(dailySlipPicks.position), asc(dailySlipPicks.id));
}

type DailyPickRow = Awaited<ReturnType<typeof dailyPicksOf>>[number];

/** Ids of the teams named by relation references. */
export async function teamsByRefs(conn: Conn, refs: SlipRef[]) {
  const documentIds = refs.flatMap((r) => ('documentId' in r ? [r.documentId] : []));
  const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
  const conditions: SQL[] = [];
  if (documentIds.length) conditions.push(inArray(teams.documentId, documentIds));
  if (ids.length) conditions.push(inArray(teams.id, ids));
  if (conditions.length === 0) return [];
  return conn
    .select({ id: teams.id, documentId: teams.documentId })
    .from(teams)
    .where(or(...conditions));
}

export interface DailyPickValues {
  team1Id: number;
  team2Id: number;
  matchDate: Date;
  expectedResult: string;
  odd: number;
  matchWon: boolean | null;
}

export async function insertDailySlip(conn: Conn, values: { date: string; won: boolean | null }) {
  const [row] = await conn
    .insert(dailySlips)
    .values(values)
    .returning({ id: dailySlips.id, documentId: dailySlips.documentId });
  return row;
}

/** Replaces a slip's picks with these, in this order. */
export async function replaceDailyPicks(conn: Conn, slipId: number, picks: DailyPickValues[]) {
  await conn.delete(dailySlipPicks).where(eq(dailySlipPicks.slipId, slipId));
  if (picks.length === 0) return;
  await conn.insert(dailySlipPicks).values(picks.map((p, position) => ({ ...p, slipId, position })));
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateDailySlip(
  conn: Conn,
  id: number,
  values: { date?: string; won?: boolean | null },
  expected?: Expected,
) {
  const rows = await conn
    .update(dailySlips)
    .set({ ...values, updatedAt: nextVersion(dailySlips.updatedAt) })
    .where(and(eq(dailySlips.id, id), atVersion(dailySlips.updatedAt, expected)))
    .returning({ id: dailySlips.id });
  return rows.length;
}

export async function deleteDailySlip(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(dailySlips)
    .where(and(eq(dailySlips.id, id), atVersion(dailySlips.updatedAt, expected)))
    .returning({ id: dailySlips.id });
  return rows.length;
}

/** What GET /api/daily-slips may filter, sort, select and populate. */
export const dailySlipListSpec: ListSpec = {
  filters: {
    id: { column: dailySlips.id, type: 'integer' },
    documentId: { column: dailySlips.documentId, type: 'string' },
    date: { column: dailySlips.date, type: 'date' },
    won: { column: dailySlips.won, type: 'boolean' },
    createdAt: { column: dailySlips.createdAt, type: 'datetime' },
    updatedAt: { column: dailySlips.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: dailySlips.id,
    date: dailySlips.date,
    won: dailySlips.won,
    createdAt: dailySlips.createdAt,
    updatedAt: dailySlips.updatedAt,
    publishedAt: dailySlips.publishedAt,
  },
  fields: ['date', 'won', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { predictions: { team1: { emblem: {} }, team2: { emblem: {} } } },
  defaultPageSize: DAILY_SLIPS_API_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  topLevelPaging: true,
};

/** The list query; a top-level sortBy ('date:asc') counts when no sort is given. Newest date first by default. */
export function dailyListQuery(raw: unknown): ParsedList {
  const q = parseListQuery(raw, dailySlipListSpec);
  if (q.extra.sortBy === undefined || q.sortPaths.length > 0) return q;
  const sorts = parseSort(q.extra.sortBy, dailySlipListSpec.sorts);
  return { ...q, orderBy: sorts.map((s) => s.sql), sortPaths: sorts.map(({ path, desc }) => ({ path, desc })) };
}

/** A daily slip with its picks in order, ready to serialise. */
export interface DailySlipView {
  slip: DailySlipRecord;
  picks: DailyPickRow[];
}
