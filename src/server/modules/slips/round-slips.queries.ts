import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { SlipRef } from '../../../domain/slips.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { teamPair } from '../../db/joins.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { roundSlipPicks, roundSlips } from '../../db/tables/slips.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

const pair = teamPair('');
const roundColumns = { id: rounds.id, documentId: rounds.documentId, name: rounds.name, current: rounds.current };

const selectSlips = (conn: Conn) =>
  conn
    .select({ slip: roundSlips, round: roundColumns })
    .from(roundSlips)
    .innerJoin(rounds, eq(rounds.id, roundSlips.roundId));

export type RoundSlipRecord = Awaited<ReturnType<typeof findRoundSlipRow>> & {};

export async function listRoundSlipRows(conn: Conn, q: ParsedList) {
  const rows = await selectSlips(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(roundSlips.createdAt)]), desc(roundSlips.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(roundSlips)
          .innerJoin(rounds, eq(rounds.id, roundSlips.roundId))
          .where(q.where)
      )[0].n
    : undefined;
  return { rows, total };
}

export async function findRoundSlipRow(conn: Conn, documentId: string) {
  const rows = await selectSlips(conn).where(eq(roundSlips.documentId, documentId));
  return rows[0];
}

/** The picks of the slips, in their order, each with its match as GET /api/matches answers it. */
export async function roundPicksOf(conn: Conn, slipIds: number[]) {
  if (slipIds.length === 0) return [];
  const picks = conn
    .select({ pick: roundSlipPicks, match: matches, round: roundColumns, ...pair.columns })
    .from(roundSlipPicks)
    .innerJoin(matches, eq(matches.id, roundSlipPicks.matchId))
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .$dynamic();
  return pair
    .join(picks, matches.team1Id, matches.team2Id)
    .where(inArray(roundSlipPicks.slipId, slipIds))
    .orderBy(asc(roundSlipPicks.slipId), asc(roundSlipPicks.position), asc(roundSlipPicks.id));
}

type RoundPickRow = Awaited<ReturnType<typeof roundPicksOf>>[number];

/** The matches named by relation references: id, round and kickoff, to check a slip's picks. */
export async function matchesByRefs(conn: Conn, refs: SlipRef[]) {
  const documentIds = refs.flatMap((r) => ('documentId' in r ? [r.documentId] : []));
  const ids = refs.flatMap((r) => ('id' in r ? [r.id] : []));
  const conditions: SQL[] = [];
  if (documentIds.length) conditions.push(inArray(matches.documentId, documentIds));
  if (ids.length) conditions.push(inArray(matches.id, ids));
  if (conditions.length === 0) return [];
  return conn
    .select({ id: matches.id, documentId: matches.documentId, roundId: matches.roundId, date: matches.date })
    .from(matches)
    .where(or(...conditions));
}

export async function roundHasSlip(conn: Conn, roundId: number) {
  const rows = await conn.select({ id: roundSlips.id }).from(roundSlips).where(eq(roundSlips.roundId, roundId));
  return rows.length > 0;
}

export async function matchIdsOfSlip(conn: Conn, slipId: number) {
  const rows = await conn
    .select({ matchId: roundSlipPicks.matchId })
    .from(roundSlipPicks)
    .where(eq(roundSlipPicks.slipId, slipId));
  return rows.map((r) => r.matchId);
}

export interface RoundPickValues {
  matchId: number;
  expectedResult: string;
  odd: number;
}

export async function insertRoundSlip(conn: Conn, values: { roundId: number; won: boolean | null }) {
  const [row] = await conn
    .insert(roundSlips)
    .values(values)
    .returning({ id: roundSlips.id, documentId: roundSlips.documentId });
  return row;
}

/** Replaces a slip's picks with these, in this order. */
export async function replaceRoundPicks(conn: Conn, slipId: number, picks: RoundPickValues[]) {
  await conn.delete(roundSlipPicks).where(eq(roundSlipPicks.slipId, slipId));
  if (picks.length === 0) return;
  await conn.insert(roundSlipPicks).values(picks.map((p, position) => ({ ...p, slipId, position })));
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateRoundSlip(conn: Conn, id: number, values: { won?: boolean | null }, expected?: Expected) {
  const rows = await conn
    .update(roundSlips)
    .set({ ...values, updatedAt: nextVersion(roundSlips.updatedAt) })
    .where(and(eq(roundSlips.id, id), atVersion(roundSlips.updatedAt, expected)))
    .returning({ id: roundSlips.id });
  return rows.length;
}

export async function deleteRoundSlip(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(roundSlips)
    .where(and(eq(roundSlips.id, id), atVersion(roundSlips.updatedAt, expected)))
    .returning({ id: roundSlips.id });
  return rows.length;
}

/** What GET /api/round-slips may filter, sort, select and populate. */
export const roundSlipListSpec: ListSpec = {
  filters: {
    id: { column: roundSlips.id, type: 'integer' },
    documentId: { column: roundSlips.documentId, type: 'string' },
    won: { column: roundSlips.won, type: 'boolean' },
    createdAt: { column: roundSlips.createdAt, type: 'datetime' },
    updatedAt: { column: roundSlips.updatedAt, type: 'datetime' },
    round: {
      id: { column: rounds.id, type: 'integer' },
      documentId: { column: rounds.documentId, type: 'string' },
      name: { column: rounds.name, type: 'string' },
      current: { column: rounds.current, type: 'boolean' },
    },
  },
  sorts: {
    id: roundSlips.id,
    createdAt: roundSlips.createdAt,
    updatedAt: roundSlips.updatedAt,
    publishedAt: roundSlips.publishedAt,
  },
  fields: ['won', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: {
    round: {},
    predictions: { matches: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} } },
  },
  maxPageSize: MAX_PAGE_SIZE,
};

/** A slip with its round and its picks in order, ready to serialise. */
export interface RoundSlipView extends RoundSlipRecord {
  picks: RoundPickRow[];
}
