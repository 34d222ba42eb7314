import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE, ROLE_IDS } from '../../../domain/limits.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { roles, users } from '../../db/tables/core.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import { authChanged } from '../../http/auth-cache.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';
import type { Expected } from '../../http/versions.ts';
import { selectUserRecords } from './users.queries.ts';

/** The columns an admin's edit may set. */
export type UserChanges = Partial<typeof users.$inferInsert>;

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateUserRow(conn: Conn, id: number, values: UserChanges, expected?: Expected) {
  const rows = await conn
    .update(users)
    .set({ ...values, updatedAt: nextVersion(users.updatedAt) })
    .where(and(eq(users.id, id), atVersion(users.updatedAt, expected)))
    .returning({ id: users.id });
  authChanged();
  return rows.length;
}

export async function bumpTokenVersion(conn: Conn, id: number) {
  await conn
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  authChanged();
}

/** The files that go with an account: its avatar (if it uploaded it) and its posts' media. */
export async function filesOfUser(conn: Conn, id: number) {
  const rows = await rowsOf<{ file_id: number }>(
    conn,
    sql`select image_id as file_id from community_posts where user_id = ${id} and image_id is not null
        union select avatar_id from users where id = ${id} and avatar_id is not null
          and exists(select 1 from files f where f.id = users.avatar_id and f.owner_id = ${id})`,
  );
  return rows.map((r) => Number(r.file_id));
}

/**
 * Locks every live administrator's row (in id order, so two callers never deadlock) and answers their ids. Two
 * admins demoting each other at once: the second waits for the first, then no longer finds itself among them.
 */
export async function lockAdmins(tx: Conn): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE_IDS.admin), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** The account's role, its row locked until the transaction ends. */
export async function lockRoleOf(tx: Conn, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, id)).for('update');
  return row?.roleId;
}

export async function deleteUserRow(conn: Conn, id: number) {
  await conn.delete(communityPosts).where(eq(communityPosts.userId, id));
  await conn.delete(users).where(eq(users.id, id));
  authChanged();
}

/** What GET /api/users may filter, sort, select and populate. */
export const userListSpec: ListSpec = {
  filters: {
    id: { column: users.id, type: 'integer' },
    documentId: { column: users.documentId, type: 'string' },
    username: { column: users.username, type: 'string' },
    email: { column: users.email, type: 'string' },
    points: { column: users.points, type: 'integer' },
    role: { id: { column: roles.id, type: 'integer' }, type: { column: roles.type, type: 'string' } },
  },
  sorts: {
    id: users.id,
    username: users.username,
    createdAt: users.createdAt,
    points: users.points,
    currentPoints: users.currentPoints,
  },
  fields: ['username', 'email', 'points', 'currentPoints', 'createdAt'],
  populate: { avatar: {}, role: {}, favTeam: { emblem: {} } },
  defaultPageSize: MAX_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  extraKeys: ['start', 'limit'],
};

/** A page of accounts with avatar, role and favourite team, by the parsed query. */
export function listUserRecords(conn: Conn, q: ParsedList) {
  return selectUserRecords(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [asc(users.id)]), asc(users.id))
    .limit(q.limit)
    .offset(q.offset);
}
