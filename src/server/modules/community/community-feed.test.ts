import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { communityMessages, communityPostSchema } from '../../../domain/community.schemas.ts';
import { authMessages } from '../../../domain/messages.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { files } from '../../db/tables/core.table.ts';
import type { TestUser } from '../../test/factories.ts';
import { storeFile } from '../uploads/uploads.service.ts';

import {
  ana,
  anaPending,
  approvedPost,
  bob,
  ctx,
  get,
  png,
  post,
  unverified,
  useFeedWorld,
} from './community-feed.world.ts';

// The community feed: reading it and posting (community-feed-social.test.ts: likes and comments).

useFeedWorld();

describe('GET /api/community-feed', () => {
  test('visitors and other users see approved posts only, with liked false', async () => {
    for (const user of [undefined, bob]) {
      const res = await get('/api/community-feed', user);
      expect(res.statusCode).toBe(200);
      const texts = res.json().data.map((p: { text: string }) => p.text);
      expect(texts).toContain('Hai Craiova!');
      expect(texts).not.toContain('Aștept aprobarea');
      if (user === undefined) expect(texts).not.toContain('Nici asta nu se vede');
    }
    const visitor = (await get('/api/community-feed')).json().data;
    for (const p of visitor) {
      communityPostSchema.parse(p);
      expect(p.liked).toBe(false);
      expect(p.pending).toBeUndefined();
      expect(p.approved).toBe(true);
    }
  });

  test('the author sees their own waiting post, marked pending, newest first', async () => {
    const data = (await get('/api/community-feed', ana)).json().data;
    const mine = data.find((p: { documentId: string }) => p.documentId === anaPending.documentId);
    expect(mine).toMatchObject({ pending: true, approved: false, user: { username: 'ana' } });
    const one = (user?: TestUser) => get(`/api/community-feed/${anaPending.documentId}`, user);
    expect((await one(ana)).json().data).toMatchObject({ documentId: anaPending.documentId, pending: true });
    expect((await one(bob)).statusCode).toBe(404);
    expect((await one()).statusCode).toBe(404);
    expect((await get(`/api/community-feed/${approvedPost.documentId}`)).json().data.text).toBe('Hai Craiova!');
    const times = data.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('pages: top-level and pagination[...] forms, default 10, clamped at 100, unknown keys refused', async () => {
    const page = (await get('/api/community-feed?page=1&pageSize=1')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta.pagination).toMatchObject({ page: 1, pageSize: 1 });
    expect((await get('/api/community-feed')).json().meta.pagination.pageSize).toBe(10);
    expect((await get('/api/community-feed?pagination[pageSize]=500')).json().meta.pagination.pageSize).toBe(100);
    expect((await get('/api/community-feed?sort=createdAt:desc&populate=*')).statusCode).toBe(200);
    expect((await get('/api/community-feed?filters[approved]=false')).statusCode).toBe(400);
    expect((await get('/api/community-feed?sortBy=likes')).statusCode).toBe(400);
  });
});

describe('POST /api/community-feed', () => {
  test('needs a verified account: 401 for visitors, 403 PHONE_NOT_VERIFIED before any validation', async () => {
    expect((await post('/api/community-feed', undefined, { data: { text: 'x' } })).statusCode).toBe(401);
    const res = await post('/api/community-feed', unverified, { nonsense: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details.code).toBe('PHONE_NOT_VERIFIED');
    expect(res.json().error.message).toBe(authMessages.phoneNotVerified);
  });

  test('creates a waiting post with trimmed text and control characters removed', async () => {
    const res = await post('/api/community-feed/', ana, {
      data: { text: '  Salut\u0000\u0007 tuturor!\r\n\tA doua linie  ' },
    });
    expect(res.statusCode).toBe(201);
    const created = communityPostSchema.parse(res.json().data);
    expect(created).toMatchObject({
      text: 'Salut tuturor!\n\tA doua linie',
      approved: false,
      pending: true,
      likes: 0,
      liked: false,
      comments: [],
      image: null,
      user: { documentId: ana.documentId, username: 'ana' },
    });
    const visitor = (await get('/api/community-feed')).json().data;
    expect(visitor.some((p: { documentId: string }) => p.documentId === created.documentId)).toBe(false);
  });

  test('text is required, trimmed and at most 2000 characters; other keys are refused', async () => {
    const message = async (payload: object) => {
      const res = await post('/api/community-feed', ana, payload);
      expect(res.statusCode).toBe(400);
      return res.json().error.message;
    };
    expect(await message({ data: { text: '   \n ' } })).toBe(communityMessages.postTextRequired);
    expect(await message({ data: {} })).toBe(communityMessages.postTextRequired);
    expect(await message({ data: { text: 'a'.repeat(2001) } })).toBe(communityMessages.postTextTooLong);
    expect(communityMessages.postTextTooLong).toBe('Postarea poate avea cel mult 2000 de caractere.');
    expect(await message({ data: { text: 'ok', approved: true } })).toBe('Invalid key approved');
    expect(await message({ text: 'ok' })).toBe('Missing "data" payload in the request body');
    expect((await post('/api/community-feed', ana, { data: { text: ` ${'a'.repeat(2000)} ` } })).statusCode).toBe(201);
  });

  test('HTML-looking text is stored and answered byte for byte, as JSON text', async () => {
    const text = '<img src=x onerror=alert(1)> & <script>alert("x")</script>';
    const res = await post('/api/community-feed', bob, { data: { text } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.text).toBe(text);
    await ctx.db
      .update(communityPosts)
      .set({ approved: true })
      .where(eq(communityPosts.documentId, res.json().data.documentId));
    // Approved behind the app's back: told as the moderation route tells the feed cache (else within 1 s).
    await ctx.app.services.changes.announce('feed');
    const feed = await get('/api/community-feed');
    expect(feed.headers['content-type']).toMatch(/^application\/json/);
    expect(feed.json().data.find((p: { documentId: string }) => p.documentId === res.json().data.documentId).text).toBe(
      text,
    );
  });

  test('the image must be the caller’s own uploaded image or video, not used elsewhere', async () => {
    const mine = await storeFile(ctx.app.services, await png(), 'poza.png', ana.id);
    const theirs = await storeFile(ctx.app.services, await png(), 'alta.png', bob.id);
    const [pdf] = await ctx.db
      .insert(files)
      .values({
        name: 'a.pdf',
        hash: 'a_pdf',
        ext: '.pdf',
        mime: 'application/pdf',
        size: 1,
        sizeInBytes: 10,
        url: '/uploads/a_pdf.pdf',
        ownerId: ana.id,
      })
      .returning();
    const send = (image: unknown) => post('/api/community-feed', ana, { data: { text: 'Cu poză', image } });
    const ok = await send(mine.id);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.image).toMatchObject({ id: mine.id, url: mine.url, mime: 'image/png' });
    const refusal = async (image: unknown) => {
      const res = await send(image);
      expect(res.statusCode).toBe(400);
      return res.json().error.message;
    };
    expect(await refusal(mine.id)).toBe(communityMessages.imageInUse);
    expect(await refusal(theirs.id)).toBe(communityMessages.imageNotFound);
    expect(await refusal(999_999)).toBe(communityMessages.imageNotFound);
    expect(await refusal(pdf.id)).toBe(communityMessages.imageWrongType);
    expect(await refusal(-1)).toBe(communityMessages.invalidImage);
    expect((await send(null)).statusCode).toBe(201);
  });
});
