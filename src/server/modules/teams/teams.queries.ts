import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { mediaColumns } from '../../db/joins.ts';
import { files, teams } from '../../db/tables/core.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

const select = (conn: Conn) =>
  conn
    .select({ team: teams, emblem: mediaColumns(files) })
    .from(teams)
    .leftJoin(files, eq(files.id, teams.emblemId));

export async function listTeams(conn: Conn, q: ParsedList) {
  const rows = await select(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [asc(teams.name)]), asc(teams.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount ? (await conn.select({ n: count() }).from(teams).where(q.where))[0].n : undefined;
  return { rows, total };
}

export async function findTeam(conn: Conn, documentId: string, extra?: SQL) {
  const rows = await select(conn).where(and(eq(teams.documentId, documentId), extra));
  return rows[0];
}

/** A team's id from a relation reference (documentId or id). */
export async function findTeamId(conn: Conn, ref: { documentId: string } | { id: number }) {
  const rows = await conn
    .select({ id: teams.id })
    .from(teams)
    .where('documentId' in ref ? eq(teams.documentId, ref.documentId) : eq(teams.id, ref.id));
  return rows[0]?.id;
}

export async function insertTeam(conn: Conn, values: { name: string; emblemId: number | null }) {
  const [row] = await conn.insert(teams).values(values).returning();
  return row;
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateTeamRow(
  conn: Conn,
  id: number,
  values: { name?: string; emblemId?: number | null },
  expected?: Expected,
) {
  const rows = await conn
    .update(teams)
    .set({ ...values, updatedAt: nextVersion(teams.updatedAt) })
    .where(and(eq(teams.id, id), atVersion(teams.updatedAt, expected)))
    .returning({ id: teams.id });
  return rows.length;
}

export async function deleteTeamRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(teams)
    .where(and(eq(teams.id, id), atVersion(teams.updatedAt, expected)))
    .returning({ id: teams.id });
  return rows.length;
}

/** What GET /api/teams may filter, sort, select and populate. */
export const teamListSpec: ListSpec = {
  filters: {
    id: { column: teams.id, type: 'integer' },
    documentId: { column: teams.documentId, type: 'string' },
    name: { column: teams.name, type: 'string' },
    createdAt: { column: teams.createdAt, type: 'datetime' },
    updatedAt: { column: teams.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: teams.id,
    name: teams.name,
    createdAt: teams.createdAt,
    updatedAt: teams.updatedAt,
    publishedAt: teams.publishedAt,
  },
  fields: ['name', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { emblem: {} },
  maxPageSize: MAX_PAGE_SIZE,
};
