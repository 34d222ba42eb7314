import { and, count, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { announcements } from '../../db/tables/announcements.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';

type AnnouncementRecord = typeof announcements.$inferSelect;
export type AnnouncementValues = Partial<typeof announcements.$inferInsert>;

const select = (conn: Conn) =>
  conn
    .select({
      announcement: announcements,
      round: { id: rounds.id, documentId: rounds.documentId, name: rounds.name, current: rounds.current },
    })
    .from(announcements)
    .leftJoin(rounds, eq(rounds.id, announcements.roundId));

export interface AnnouncementRow {
  announcement: AnnouncementRecord;
  round: { id: number; documentId: string; name: string; current: boolean } | null;
}

export async function listAnnouncements(
  conn: Conn,
  q: ParsedList,
): Promise<{ rows: AnnouncementRow[]; total?: number }> {
  const rows = await select(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(announcements.createdAt)]), desc(announcements.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(announcements)
          .leftJoin(rounds, eq(rounds.id, announcements.roundId))
          .where(q.where)
      )[0].n
    : undefined;
  return { rows, total };
}

export async function findAnnouncement(conn: Conn, documentId: string): Promise<AnnouncementRow | undefined> {
  const rows = await select(conn).where(eq(announcements.documentId, documentId));
  return rows[0];
}

/** By documentId, else by slug, else by numeric id (the /api/ann/:id alias). */
export async function findAnnouncementByAnyKey(conn: Conn, key: string): Promise<AnnouncementRow | undefined> {
  const byId = /^\d{1,9}$/.test(key) ? eq(announcements.id, Number(key)) : undefined;
  const rows = await select(conn)
    .where(or(eq(announcements.documentId, key), eq(announcements.slug, key), byId))
    .orderBy(
      sql`case when ${announcements.documentId} = ${key} then 0 when ${announcements.slug} = ${key} then 1 else 2 end`,
    )
    .limit(1);
  return rows[0];
}

export async function findAnnouncementRecord(conn: Conn, documentId: string) {
  const rows = await conn.select().from(announcements).where(eq(announcements.documentId, documentId));
  return rows[0];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Slugs in use that are `base` or `base-<n>`, leaving out one announcement (the one being edited). */
export async function slugsLike(conn: Conn, base: string, exceptId?: number): Promise<string[]> {
  const rows = await conn
    .select({ slug: announcements.slug })
    .from(announcements)
    .where(
      and(
        or(eq(announcements.slug, base), like(announcements.slug, `${escapeLike(base)}-%`)),
        exceptId === undefined ? undefined : ne(announcements.id, exceptId),
      ),
    );
  return rows.map((r) => r.slug);
}

export async function insertAnnouncement(conn: Conn, values: typeof announcements.$inferInsert) {
  const [row] = await conn.insert(announcements).values(values).returning();
  return row;
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateAnnouncement(conn: Conn, id: number, values: AnnouncementValues, expected?: Expected) {
  const rows = await conn
    .update(announcements)
    .set({ ...values, updatedAt: nextVersion(announcements.updatedAt) })
    .where(and(eq(announcements.id, id), atVersion(announcements.updatedAt, expected)))
    .returning({ id: announcements.id });
  return rows.length;
}

export async function deleteAnnouncementRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(announcements)
    .where(and(eq(announcements.id, id), atVersion(announcements.updatedAt, expected)))
    .returning({ id: announcements.id });
  return rows.length;
}

/** What GET /api/announcements may filter, sort, select and populate. */
export const announcementListSpec: ListSpec = {
  filters: {
    documentId: { column: announcements.documentId, type: 'string' },
    slug: { column: announcements.slug, type: 'string' },
    title: { column: announcements.title, type: 'string' },
    round: {
      documentId: { column: rounds.documentId, type: 'string' },
    },
  },
  sorts: {
    createdAt: announcements.createdAt,
    updatedAt: announcements.updatedAt,
    title: announcements.title,
  },
  fields: ['title', 'slug', 'content', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { round: {} },
  maxPageSize: MAX_PAGE_SIZE,
};
