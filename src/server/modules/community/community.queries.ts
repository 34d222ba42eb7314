import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Conn, rowsOf } from '../../db/client.ts';
import { mediaColumns } from '../../db/joins.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { Expected } from '../../http/versions.ts';

const image = alias(files, 'post_image');
const avatar = alias(files, 'author_avatar');

/** The columns the filters of the feed and of moderation may name. */
export const postColumns = {
  id: communityPosts.id,
  documentId: communityPosts.documentId,
  approved: communityPosts.approved,
  createdAt: communityPosts.createdAt,
  userDocumentId: users.documentId,
  username: users.username,
};

/** What a caller sees of the feed: approved posts, and their own waiting ones. */
export const visibleTo = (userId: number | null, extra?: SQL): SQL =>
  and(
    userId === null
      ? eq(communityPosts.approved, true)
      : or(eq(communityPosts.approved, true), eq(communityPosts.userId, userId)),
    extra,
  )!;

const selectPosts = (conn: Conn) =>
  conn
    .select({
      post: communityPosts,
      user: { documentId: users.documentId, username: users.username },
      avatar: mediaColumns(avatar),
      image: mediaColumns(image),
    })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .leftJoin(avatar, eq(avatar.id, users.avatarId))
    .leftJoin(image, eq(image.id, communityPosts.imageId));

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function listPosts(
  conn: Conn,
  q: { where?: SQL; orderBy: SQL[]; limit: number; offset: number; withCount: boolean },
) {
  const rows = await selectPosts(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(communityPosts.createdAt)]), desc(communityPosts.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(communityPosts)
          .innerJoin(users, eq(users.id, communityPosts.userId))
          .where(q.where)
      )[0].n
    : undefined;
  return { rows, total };
}

export async function findPostRow(conn: Conn, documentId: string, extra?: SQL) {
  const rows = await selectPosts(conn).where(and(eq(communityPosts.documentId, documentId), extra));
  return rows[0];
}

/** The comments of a page of posts, oldest first, in one query. */
export async function commentsOf(conn: Conn, postIds: number[]) {
  if (postIds.length === 0) return [];
  return conn
    .select({
      postId: comments.postId,
      documentId: comments.documentId,
      commentText: comments.commentText,
      commentedAt: comments.commentedAt,
      user: { documentId: users.documentId, username: users.username },
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.postId, postIds))
    .orderBy(asc(comments.commentedAt), asc(comments.id));
}

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

/** Which of these posts the user likes, in one query. */
export async function likedAmong(conn: Conn, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await conn
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/**
 * What a player's feed page needs beyond a visitor's, in one round trip: which of these posts the player likes
 * (post_likes' primary key) and whether the player has a post waiting for approval (community_posts_user_idx).
 */
export async function viewerState(conn: Conn, userId: number, postIds: number[]) {
  const ids = postIds.length
    ? sql.join(
        postIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;
  const [row] = await rowsOf<{ liked: number[] | null; waiting: boolean }>(
    conn,
    sql`select (select array_agg(${postLikes.postId}) from ${postLikes}
                 where ${postLikes.userId} = ${userId} and ${postLikes.postId} in (${ids})) as liked,
               exists (select 1 from ${communityPosts}
                 where ${communityPosts.userId} = ${userId} and not ${communityPosts.approved}) as waiting`,
  );
  return { liked: new Set((row.liked ?? []).map(Number)), waiting: Boolean(row.waiting) };
}

export async function findPostRecord(conn: Conn, documentId: string) {
  const rows = await conn.select().from(communityPosts).where(eq(communityPosts.documentId, documentId));
  return rows[0];
}

/** The post, locked against other like toggles until the transaction ends (comments still go through). */
export async function lockPost(conn: Conn, documentId: string) {
  const rows = await conn
    .select({ id: communityPosts.id, userId: communityPosts.userId, approved: communityPosts.approved })
    .from(communityPosts)
    .where(eq(communityPosts.documentId, documentId))
    .for('no key update');
  return rows[0];
}

/** The file a new post wants, locked so that two posts cannot claim it at once, and whether something uses it. */
export async function lockFileForPost(conn: Conn, fileId: number) {
  const rows = await conn
    .select({ id: files.id, ownerId: files.ownerId, mime: files.mime })
    .from(files)
    .where(eq(files.id, fileId))
    .for('update');
  const file = rows[0];
  if (!file) return undefined;
  const used = await rowsOf(
    conn,
    sql`select 1 from community_posts where image_id = ${fileId}
        union all select 1 from users where avatar_id = ${fileId}
        union all select 1 from teams where emblem_id = ${fileId} limit 1`,
  );
  return { ...file, attached: used.length > 0 };
}

export async function insertPost(conn: Conn, values: typeof communityPosts.$inferInsert) {
  const [row] = await conn.insert(communityPosts).values(values).returning();
  return row;
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function setApproved(conn: Conn, id: number, approved: boolean, now: Date, expected?: Expected) {
  const rows = await conn
    .update(communityPosts)
    .set({ approved, updatedAt: nextVersion(communityPosts.updatedAt, now) })
    .where(and(eq(communityPosts.id, id), atVersion(communityPosts.updatedAt, expected)))
    .returning({ id: communityPosts.id });
  return rows.length;
}

/** Deletes the post; its comments and likes go with it (FK cascade). Answers how many rows went. */
export async function deletePostRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(communityPosts)
    .where(and(eq(communityPosts.id, id), atVersion(communityPosts.updatedAt, expected)))
    .returning({ id: communityPosts.id });
  return rows.length;
}

export async function insertComment(conn: Conn, values: typeof comments.$inferInsert) {
  await conn.insert(comments).values(values);
}

/**
 * Toggles one user's like: the composite primary key decides (insert, or delete when the like was
 * there), and the counter is set to the row count in the same transaction.
 */
export async function toggleLike(conn: Conn, postId: number, userId: number) {
  const inserted = await conn
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  const liked = inserted.length > 0;
  if (!liked) await conn.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  const [row] = await conn
    .update(communityPosts)
    .set({ likes: sql`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${postId})` })
    .where(eq(communityPosts.id, postId))
    .returning({ likes: communityPosts.likes });
  return { likes: row.likes, liked };
}

export async function isLiked(conn: Conn, postId: number, userId: number) {
  const rows = await conn
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  return rows.length > 0;
}

export async function countPendingPosts(conn: Conn) {
  const [row] = await conn.select({ n: count() }).from(communityPosts).where(eq(communityPosts.approved, false));
  return row.n;
}
