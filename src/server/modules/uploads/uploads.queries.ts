import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import { files } from '../../db/tables/core.table.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';

export async function insertFile(conn: Conn, values: typeof files.$inferInsert) {
  const [row] = await conn.insert(files).values(values).returning();
  return row;
}

export async function findFile(conn: Conn, id: number) {
  const rows = await conn.select().from(files).where(eq(files.id, id));
  return rows[0];
}

export async function deleteFileRow(conn: Conn, id: number) {
  await conn.delete(files).where(eq(files.id, id));
}

/** Whether a team emblem, an avatar, a post or a league's emblem uses the file. */
export async function isFileAttached(conn: Conn, id: number) {
  const rows = await rowsOf<{ attached: boolean }>(
    conn,
    sql`select exists(select 1 from teams where emblem_id = ${id})
          or exists(select 1 from users where avatar_id = ${id})
          or exists(select 1 from community_posts where image_id = ${id})
          or exists(select 1 from leagues where emblem_id = ${id}) as attached`,
  );
  return Boolean(rows[0]?.attached);
}

/** Deletes a file's row if no emblem (team or league), avatar or post uses it (in one statement, so no attach slips in between). */
export async function deleteFileIfUnattached(conn: Conn, id: number) {
  const rows = await conn
    .delete(files)
    .where(
      and(
        eq(files.id, id),
        sql`not exists(select 1 from teams where emblem_id = ${id})`,
        sql`not exists(select 1 from users where avatar_id = ${id})`,
        sql`not exists(select 1 from community_posts where image_id = ${id})`,
        sql`not exists(select 1 from leagues where emblem_id = ${id})`,
      ),
    )
    .returning();
  return rows[0];
}

/** Files older than the cut-off that no emblem (team or league), avatar or post uses. */
export async function findOrphanFiles(conn: Conn, olderThan: Date) {
  return conn
    .select()
    .from(files)
    .where(
      and(
        lt(files.createdAt, olderThan),
        sql`not exists(select 1 from teams where emblem_id = ${files.id})`,
        sql`not exists(select 1 from users where avatar_id = ${files.id})`,
        sql`not exists(select 1 from community_posts where image_id = ${files.id})`,
        sql`not exists(select 1 from leagues where emblem_id = ${files.id})`,
      ),
    )
    .limit(500);
}

/** A page of files in the list's filter and order (id ascending by default). */
export async function listFiles(conn: Conn, q: ParsedList) {
  return conn
    .select()
    .from(files)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [asc(files.id)]), asc(files.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** What the media library's list accepts (Strapi's upload plugin: filters, sort, fields; no relations here). */
export const fileListSpec: ListSpec = {
  filters: {
    id: { column: files.id, type: 'integer' },
    documentId: { column: files.documentId, type: 'string' },
    name: { column: files.name, type: 'string' },
    mime: { column: files.mime, type: 'string' },
    ext: { column: files.ext, type: 'string' },
    size: { column: files.size, type: 'number' },
    width: { column: files.width, type: 'integer' },
    height: { column: files.height, type: 'integer' },
    createdAt: { column: files.createdAt, type: 'datetime' },
    updatedAt: { column: files.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: files.id,
    name: files.name,
    mime: files.mime,
    size: files.size,
    createdAt: files.createdAt,
    updatedAt: files.updatedAt,
  },
  fields: ['name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'hash', 'ext', 'mime', 'size', 'url'],
  populate: {},
  defaultPageSize: MAX_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  extraKeys: ['start', 'limit'],
};

/** Every file's name in the store with its type, and its formats': what an old DATA_DIR/uploads file was. */
export function storedFileTypes(conn: Conn) {
  return conn.select({ hash: files.hash, ext: files.ext, mime: files.mime, formats: files.formats }).from(files);
}

/** Files stored as SVG by an older version (the demo's emblems, an old DATA_DIR/uploads), to be drawn as PNG. */
export function svgFiles(conn: Conn) {
  return conn.select().from(files).where(sql`${files.mime} ilike '%svg%'`).orderBy(asc(files.id)).limit(500);
}

/** A file's stored form replaced (its PNG instead of its SVG): the row, and so every reference to it, stays. */
export async function replaceStoredForm(
  conn: Conn,
  id: number,
  values: Pick<
    typeof files.$inferInsert,
    'name' | 'hash' | 'ext' | 'mime' | 'width' | 'height' | 'formats' | 'size' | 'sizeInBytes' | 'url'
  >,
) {
  await conn
    .update(files)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(files.id, id));
}
