import { eq, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { users } from '../../db/tables/core.table.ts';
import { authChanged } from '../../http/auth-cache.ts';

export async function updateUserRow(conn: Conn, id: number, values: Partial<typeof users.$inferInsert>) {
  await conn
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
  authChanged();
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

export async function deleteUserRow(conn: Conn, id: number) {
  await conn.delete(communityPosts).where(eq(communityPosts.userId, id));
  await conn.delete(users).where(eq(users.id, id));
  authChanged();
}
