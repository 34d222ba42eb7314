import { brotliDecompressSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { communityMessages, communityPostSchema } from '../../../domain/community.schemas.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

import {
  ana,
  anaPending,
  approvedPost,
  bob,
  ctx,
  get,
  insertPost,
  post,
  unverified,
  useFeedWorld,
} from './community-feed.world.ts';

// The community feed: likes and comments (community-feed.test.ts: reading and posting).

useFeedWorld();

describe('likes', () => {
  const like = (documentId: string, user?: TestUser) => post(`/api/community-feed/${documentId}/like`, user);

  test('a like toggles: like, then unlike; /liked follows', async () => {
    const first = await like(approvedPost.documentId, ana);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { likes: 1, liked: true }, meta: {} });
    expect((await get(`/api/community-feed/${approvedPost.documentId}/liked`, ana)).json()).toEqual({ liked: true });
    expect((await like(approvedPost.documentId, ana)).json().data).toEqual({ likes: 0, liked: false });
    expect((await get(`/api/community-feed/${approvedPost.documentId}/liked`, ana)).json()).toEqual({ liked: false });
  });

  test('guards, and posts that cannot be liked', async () => {
    expect((await like(approvedPost.documentId)).statusCode).toBe(401);
    const refused = await like(approvedPost.documentId, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details.code).toBe('PHONE_NOT_VERIFIED');
    expect((await get(`/api/community-feed/${approvedPost.documentId}/liked`)).statusCode).toBe(401);
    expect((await get(`/api/community-feed/${approvedPost.documentId}/liked`, unverified)).json()).toEqual({
      liked: false,
    });
    expect((await like(anaPending.documentId, bob)).statusCode).toBe(404);
    expect((await like('nuexistadeloc00000000000', bob)).statusCode).toBe(404);
    // The author may like their own waiting post.
    expect((await like(anaPending.documentId, ana)).json().data).toEqual({ likes: 1, liked: true });
    expect((await like(anaPending.documentId, ana)).json().data).toEqual({ likes: 0, liked: false });
  });

  test('50 concurrent clicks of one user leave one like or none, and the counter equals the rows', async () => {
    const target = await insertPost(bob.id, 'Concurență', true, 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => like(target.documentId, ana)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const [{ n }] = await ctx.db.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, target.id));
    const [{ likes }] = await ctx.db
      .select({ likes: communityPosts.likes })
      .from(communityPosts)
      .where(eq(communityPosts.id, target.id));
    expect([0, 1]).toContain(likes);
    expect(likes).toBe(n);
    // 50 toggles from nothing end where they started.
    expect(likes).toBe(0);
  });

  test('liked is given per post of a page, for the caller only', async () => {
    const a = await insertPost(bob.id, 'Postarea A', true, 2);
    const b = await insertPost(bob.id, 'Postarea B', true, 1);
    await like(a.documentId, ana);
    const page = async (user?: TestUser) => {
      const data = (await get('/api/community-feed?pageSize=20', user)).json().data as {
        documentId: string;
        liked: boolean;
        likes: number;
      }[];
      return Object.fromEntries(
        data
          .filter((p) => [a.documentId, b.documentId].includes(p.documentId))
          .map((p) => [p.documentId, [p.liked, p.likes]]),
      );
    };
    expect(await page(ana)).toEqual({ [a.documentId]: [true, 1], [b.documentId]: [false, 0] });
    expect(await page(bob)).toEqual({ [a.documentId]: [false, 1], [b.documentId]: [false, 0] });
    expect(await page()).toEqual({ [a.documentId]: [false, 1], [b.documentId]: [false, 0] });
  });

  test('players share answers by like pattern: none liked is the visitor’s page, the same likes one answer', async () => {
    const [carl, dan] = [await createUser(ctx, { username: 'carl' }), await createUser(ctx, { username: 'dan' })];
    const c = await insertPost(bob.id, 'Postarea C', true, 0);
    const url = '/api/community-feed?pageSize=5';
    const read = async (user?: TestUser, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });
      return { res, etag: String(res.headers.etag) };
    };
    const likedC = (res: { json(): { data: { documentId: string; liked: boolean }[] } }) =>
      res.json().data.find((p) => p.documentId === c.documentId)?.liked;

    const visitor = await read();
    expect(visitor.etag).toMatch(/^"[\w-]{27}"$/);
    for (const user of [carl, dan]) {
      const mine = await read(user);
      expect(mine.etag).toBe(visitor.etag);
      expect(mine.res.body).toBe(visitor.res.body);
      expect((await read(user, { 'if-none-match': visitor.etag })).res.statusCode).toBe(304);
    }

    await like(c.documentId, carl);
    await like(c.documentId, dan);
    const [carlPage, danPage, visitorNow] = [await read(carl), await read(dan), await read()];
    expect(likedC(carlPage.res)).toBe(true);
    expect(likedC(visitorNow.res)).toBe(false);
    expect(carlPage.etag).not.toBe(visitorNow.etag);
    expect(danPage.etag).toBe(carlPage.etag);
    const br = await read(carl, { 'accept-encoding': 'br' });
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.res.rawPayload).toString())).toEqual(carlPage.res.json());

    await like(c.documentId, dan);
    const danAfter = await read(dan);
    expect(likedC(danAfter.res)).toBe(false);
    expect(danAfter.etag).toBe((await read()).etag);
    expect(likedC((await read(carl)).res)).toBe(true);
  });
});

describe('POST /api/community-feed/:id/comments', () => {
  const comment = (documentId: string, user: TestUser | undefined, payload: object) =>
    post(`/api/community-feed/${documentId}/comments`, user, payload);

  test('adds a comment and answers the post with all its comments, oldest first (200)', async () => {
    const first = await comment(approvedPost.documentId, ana, { data: { text: '  Primul!  ' } });
    expect(first.statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const second = await comment(approvedPost.documentId, bob, { data: { text: 'Al doilea' } });
    const data = communityPostSchema.parse(second.json().data);
    expect(data.documentId).toBe(approvedPost.documentId);
    expect(data.comments.map((c) => [c.commentText, c.user?.username])).toEqual([
      ['Primul!', 'ana'],
      ['Al doilea', 'bob'],
    ]);
    const feed = (await get('/api/community-feed')).json().data;
    expect(feed.find((p: { documentId: string }) => p.documentId === approvedPost.documentId).comments).toHaveLength(2);
  });

  test('empty, whitespace and over-long comments are refused; 1000 characters pass', async () => {
    for (const text of ['', '   \n\t ']) {
      const res = await comment(approvedPost.documentId, ana, { data: { text } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(communityMessages.commentEmpty);
    }
    expect((await comment(approvedPost.documentId, ana, { data: { text: 'a'.repeat(1001) } })).statusCode).toBe(400);
    expect((await comment(approvedPost.documentId, ana, { data: { text: 'a'.repeat(1000) } })).statusCode).toBe(200);
  });

  test('a waiting or unknown post is a 404; visitors 401, unverified 403', async () => {
    expect((await comment(anaPending.documentId, ana, { data: { text: 'eu' } })).statusCode).toBe(404);
    expect((await comment(anaPending.documentId, bob, { data: { text: 'eu' } })).statusCode).toBe(404);
    expect((await comment('nuexistadeloc00000000000', bob, { data: { text: 'x' } })).statusCode).toBe(404);
    expect((await comment(approvedPost.documentId, undefined, { data: { text: 'x' } })).statusCode).toBe(401);
    expect((await comment(approvedPost.documentId, unverified, { data: { text: 'x' } })).statusCode).toBe(403);
    const [{ n }] = await ctx.db.select({ n: count() }).from(comments).where(eq(comments.postId, anaPending.id));
    expect(n).toBe(0);
  });
});
