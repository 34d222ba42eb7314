import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages } from '../src/domain/admin-messages.ts';
import { contentMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { postTexts } from '../src/web/features/admin-posts/post-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eAdmin } from './e2e-env.ts';
import { apiJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import type { Player } from './world.ts';

/** The player whose posts wait for approval. */
let author: Player;

test.beforeAll(async ({ world }) => {
  author = await world.player('autor');
});

interface Post {
  documentId: string;
  text: string;
  approved: boolean;
}

/** A new post by the player: it waits for approval. */
async function createPost(request: APIRequestContext, text: string): Promise<Post> {
  const res = await request.post('/api/community-feed', {
    headers: { authorization: `Bearer ${author.jwt}` },
    data: { data: { text } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

async function openAsAdmin(page: Page, request: APIRequestContext) {
  const token = await apiJwt(request, e2eAdmin.username, e2eAdmin.password);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.communityPosts);
  return token;
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('the admin approves a pending post, which reaches the public feed', async ({ page, request }) => {
  const text = unique('De aprobat: cine vine la meci?');
  const post = await createPost(request, text);
  await openAsAdmin(page, request);

  await expect(page.getByRole('heading', { level: 1, name: adminMessages.pendingPostsTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: adminMessages.showAllPosts })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: author.username })).toBeVisible();
  await expect(card.getByText(adminMessages.comments)).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: postTexts.approve }).click();
  await expect(card).toHaveCount(0);

  const feed = await request.get('/api/community-feed', { params: { page: '1', pageSize: '100' } });
  expect(feed.ok()).toBe(true);
  const published = ((await feed.json()) as { data: Post[] }).data;
  expect(published.map((p) => p.documentId)).toContain(post.documentId);
});

test('the admin switches to all posts, loads more and deletes a post', async ({ page, request }) => {
  const text = unique('De șters: reclamă');
  const post = await createPost(request, text);
  // More than one page of posts in the all view.
  const adminToken = await apiJwt(request, e2eAdmin.username, e2eAdmin.password);
  const countRes = await request.get('/api/community-posts', {
    headers: { authorization: `Bearer ${adminToken}` },
    params: { 'pagination[pageSize]': '1' },
  });
  const total = ((await countRes.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
  for (let i = total; i <= 11; i++) await createPost(request, unique('Postare de umplutură'));

  await openAsAdmin(page, request);
  await expect(page.getByRole('heading', { level: 1, name: adminMessages.pendingPostsTitle })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Page 2 answers slowly, so the loading label can be seen.
  await page.route(
    (url) => url.pathname === '/api/community-posts' && url.searchParams.get('pagination[page]') === '2',
    async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    },
  );
  const firstPage = page.waitForRequest(
    (req) =>
      new URL(req.url()).pathname === '/api/community-posts' &&
      new URL(req.url()).searchParams.get('pagination[page]') === '1' &&
      !new URL(req.url()).searchParams.has('filters[approved][$eq]'),
  );
  await page.getByRole('button', { name: adminMessages.showAllPosts }).click();
  await firstPage;
  await expect(page.getByRole('heading', { level: 1, name: adminMessages.allPostsTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: adminMessages.showPendingPosts })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('button', { name: postTexts.approve })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: postTexts.loadMore }).click();
  await expect(page.getByRole('button', { name: contentMessages.loading })).toBeVisible();
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(10);

  const card = page.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: postTexts.delete }).click();
  const confirm = page.getByRole('dialog', { name: postTexts.deleteTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: postTexts.delete }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  const gone = await request.get(`/api/community-posts/${post.documentId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(gone.status()).toBe(404);

  // Back to the pending view: only waiting posts.
  await page.getByRole('button', { name: adminMessages.showPendingPosts }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminMessages.pendingPostsTitle })).toBeVisible();
  await expect(page.getByText(postTexts.approved, { exact: true })).toHaveCount(0);
});

test('moderation failures: the banner, and the alerts of approve and delete', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const text = unique('Eșec la moderare');
  await createPost(request, text);
  await openAsAdmin(page, request);
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);

  const fail = { status: 500, json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } } };
  await page.route(
    (url) => url.pathname.startsWith('/api/community-posts/'),
    (route) => route.fulfill(fail),
  );
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await card.getByRole('button', { name: postTexts.approve }).click();
  await expect.poll(() => alerts).toEqual([adminMessages.approveFailed]);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: postTexts.delete }).click();
  await page
    .getByRole('dialog', { name: postTexts.deleteTitle })
    .getByRole('button', { name: postTexts.delete })
    .click();
  await expect.poll(() => alerts).toEqual([adminMessages.approveFailed, adminMessages.postDeleteFailed]);
  await expect(card).toBeVisible();

  await page.route(
    (url) => url.pathname === '/api/community-posts',
    (route) => route.fulfill(fail),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(adminMessages.postsLoadFailed, { timeout: 10_000 });
});
