import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { communityPosts } from '../../db/tables/community.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Shared by community-feed.test.ts and community-feed-social.test.ts: each file gets its own app and world (vitest
// runs each test file in its own module graph); the bindings below are live, set by the setup.

const NOW = new Date('2026-11-20T12:00:00.000Z');
export let ctx: TestContext;
export let ana: TestUser;
export let bob: TestUser;
export let unverified: TestUser;
export let approvedPost: { id: number; documentId: string };
export let anaPending: { id: number; documentId: string };

export const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
export const post = (url: string, user: TestUser | undefined, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

export async function insertPost(userId: number, text: string, approved: boolean, minutesAgo = 0) {
  const at = new Date(NOW.getTime() - minutesAgo * 60_000);
  const [row] = await ctx.db
    .insert(communityPosts)
    .values({ userId, text, approved, createdAt: at, updatedAt: at, publishedAt: at })
    .returning({ id: communityPosts.id, documentId: communityPosts.documentId });
  return row;
}

export const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#a00' } })
    .png()
    .toBuffer();

/** The world of the feed's tests: registers its setup and teardown in the importing test file. */
export function useFeedWorld() {
  beforeAll(async () => {
    ctx = await testApp({ now: NOW });
    ana = await createUser(ctx, { username: 'ana' });
    bob = await createUser(ctx, { username: 'bob' });
    unverified = await createUser(ctx, { username: 'nou', verified: false });
    approvedPost = await insertPost(bob.id, 'Hai Craiova!', true, 60);
    anaPending = await insertPost(ana.id, 'Aștept aprobarea', false, 30);
    await insertPost(bob.id, 'Nici asta nu se vede', false, 20);
  });
  afterAll(() => ctx.close());
}
