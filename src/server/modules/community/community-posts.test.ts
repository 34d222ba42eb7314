import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { moderatedPostSchema } from '../../../domain/community.schemas.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { readObject } from '../uploads/storage.adapter.ts';
import { findFile } from '../uploads/uploads.queries.ts';
import { storeFile } from '../uploads/uploads.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let ana: TestUser;
let bob: TestUser;
let admin: TestUser;

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A post written through the feed, as its author would. */
async function writePost(user: TestUser, text: string, image?: number) {
  const res = await call('POST', '/api/community-feed', user, { data: { text, ...(image ? { image } : {}) } });
  expect(res.statusCode).toBe(201);
  ctx.clock.advance(60_000);
  return res.json().data as { id: number; documentId: string };
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

describe('moderation', () => {
  test('the pending list, newest first, 10 a page; approving puts the post in the public feed', async () => {
    const older = await writePost(ana, 'Prima postare');
    const newer = await writePost(bob, 'A doua postare');
    const list = await call(
      'GET',
      '/api/community-posts?filters[approved]=false&sort=createdAt:desc&populate=*',
      admin,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.map((p: { documentId: string }) => p.documentId)).toEqual([newer.documentId, older.documentId]);
    expect(body.meta.pagination).toMatchObject({ page: 1, pageSize: 10, pageCount: 1, total: 2 });
    for (const p of body.data) moderatedPostSchema.parse(p);
    expect(body.data[0]).toMatchObject({ approved: false, likes: 0, user: { username: 'bob', avatar: null } });

    const asc = (await call('GET', '/api/community-posts?sort=createdAt:asc', admin)).json().data;
    expect(asc[0].documentId).toBe(older.documentId);
    expect(
      (await call('GET', '/api/community-posts?filters[user][username][$eq]=ana', admin)).json().data,
    ).toHaveLength(1);
    expect((await call('GET', '/api/community-posts?filters[text][$eq]=x', admin)).statusCode).toBe(400);

    const approve = await call('PUT', `/api/community-posts/${older.documentId}`, admin, { data: { approved: true } });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ documentId: older.documentId, approved: true });
    const feed = (await call('GET', '/api/community-feed')).json().data;
    expect(feed.map((p: { documentId: string }) => p.documentId)).toEqual([older.documentId]);
    const pending = (await call('GET', '/api/community-posts?filters[approved][$eq]=false', admin)).json();
    expect(pending.meta.pagination.total).toBe(1);
  });

  test('only `approved` is writable; unknown posts are 404', async () => {
    const p = await writePost(ana, 'De verificat');
    expect(
      (await call('PUT', `/api/community-posts/${p.documentId}`, admin, { data: { text: 'alt text' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/community-posts/${p.documentId}`, admin, { data: { approved: true, likes: 99 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/community-posts/${p.documentId}`, admin, { data: { approved: 'da' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/community-posts/nuexistadeloc00000000000', admin, { data: { approved: true } }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/community-posts/nuexistadeloc00000000000', admin)).statusCode).toBe(404);
    const one = await call(
      'GET',
      `/api/community-posts/${p.documentId}?populate[image]=true&populate[user][populate]=avatar`,
      admin,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      data: { documentId: p.documentId, text: 'De verificat', comments: [] },
      meta: {},
    });
  });

  test('delete removes the post, its comments, its likes and its file (row and bytes)', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    const file = await storeFile(ctx.app.services, png, 'meci.png', ana.id);
    const p = await writePost(ana, 'Cu poză', file.id);
    await call('PUT', `/api/community-posts/${p.documentId}`, admin, { data: { approved: true } });
    expect(
      (await call('POST', `/api/community-feed/${p.documentId}/comments`, bob, { data: { text: 'Frumos' } }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/community-feed/${p.documentId}/like`, bob)).json().data.likes).toBe(1);

    const names = [file.hash + file.ext, ...Object.values(file.formats ?? {}).map((f) => f.hash + f.ext)];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(await readObject(ctx.app.services.storage, name)).not.toBeNull();
    const shown = (await call('GET', `/api/community-posts/${p.documentId}`, admin)).json().data;
    expect(shown).toMatchObject({
      likes: 1,
      image: { id: file.id },
      comments: [{ commentText: 'Frumos', user: { username: 'bob' } }],
    });

    const res = await call('DELETE', `/api/community-posts/${p.documentId}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const postId = shown.id as number;
    const rows = async (table: typeof comments | typeof postLikes) =>
      (await ctx.db.select({ n: count() }).from(table).where(eq(table.postId, postId)))[0].n;
    expect(await rows(comments)).toBe(0);
    expect(await rows(postLikes)).toBe(0);
    expect(await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, postId))).toHaveLength(0);
    expect(await findFile(ctx.db, file.id)).toBeUndefined();
    for (const name of names) expect(await readObject(ctx.app.services.storage, name)).toBeNull();
    expect((await call('DELETE', `/api/community-posts/${p.documentId}`, admin)).statusCode).toBe(404);
  });

  test('every moderation route: 401 for visitors, 403 for non-admins', async () => {
    const p = await writePost(ana, 'Păzită');
    const routes: ['GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/community-posts'],
      ['GET', `/api/community-posts/${p.documentId}`],
      ['PUT', `/api/community-posts/${p.documentId}`, { data: { approved: true } }],
      ['DELETE', `/api/community-posts/${p.documentId}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ana, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const still = (await call('GET', `/api/community-posts/${p.documentId}`, admin)).json().data;
    expect(still.approved).toBe(false);
  });
});
