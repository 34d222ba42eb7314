import type { APIRequestContext, Page } from '@playwright/test';
import { contentMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { withReturn } from '../src/domain/return-path.ts';
import { communityPageMessages } from '../src/web/features/community/community-messages.ts';
import { e2eAdmin } from './e2e-env.ts';
import { apiJwt, expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import type { Player } from './world.ts';

const t = communityPageMessages;

/** The player who posts, and another who likes and comments. */
let author: Player;
let reader: Player;

// The two players, and one approved post in the feed.
test.beforeAll(async ({ world }) => {
  author = await world.player('autor');
  reader = await world.player('cititor');
  await world.post(reader, 'Bun venit în comunitate!');
});
const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';

interface Post {
  documentId: string;
  text: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createPost(request: APIRequestContext, token: string, text: string): Promise<Post> {
  const res = await request.post('/api/community-feed', { headers: bearer(token), data: { data: { text } } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: Post }).data;
}

async function approve(request: APIRequestContext, adminToken: string, documentId: string) {
  const res = await request.put(`/api/community-posts/${documentId}`, {
    headers: bearer(adminToken),
    data: { data: { approved: true } },
  });
  expect(res.ok()).toBe(true);
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function checkBothWidths(page: Page, label: string) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page, label);
  }
}

test('a player posts with an image, the admin approves it, another player likes and comments', async ({
  page,
  request,
}) => {
  const text = unique('Am câștigat etapa!\nMulțumesc comunității');
  await loginAs(page, author.username, author.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/community-posts/');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A PNG made in the browser: a screenshot of part of the page.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 30 } });
  // Hold the upload's answer a moment, so the progress bar is seen before the success.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.continue();
  });

  const composer = page.getByRole('form', { name: t.composerTitle });
  await composer.getByLabel(t.textLabel).fill(text);
  await composer.getByLabel(t.fileLabel).setInputFiles({ name: 'castig.png', mimeType: 'image/png', buffer: png });
  const progress = composer.getByRole('progressbar', { name: t.uploading });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);

  // Submitting while the file uploads is refused.
  await composer.getByRole('button', { name: t.publish }).click();
  await expect(composer.getByText(contentMessages.waitForUpload)).toBeVisible();

  release();
  await expect(composer.getByText(t.uploaded)).toBeVisible();
  await expect(progress).toHaveCount(0);
  await page.unroute('**/api/upload');

  await composer.getByRole('button', { name: t.publish }).click();
  await expect(composer.getByText(contentMessages.postCreated)).toBeVisible();
  const mine = postCard(page, 'Am câștigat etapa!').filter({ hasText: text.split('\n')[1] ?? '' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(t.pending)).toBeVisible();
  await expect(mine.getByRole('img', { name: t.imageAlt(author.username) })).toBeVisible();
  await expect(mine.getByRole('link', { name: author.username })).toHaveAttribute('href', /^\/user\/[a-z0-9]+$/);
  await checkBothWidths(page, 'community feed, logged in');
  await page.screenshot({ path: test.info().outputPath('logged-in-1280.png'), fullPage: false });

  const documentId = await mine.getAttribute('data-post-id');
  expect(documentId).toBeTruthy();
  const adminToken = await apiJwt(request, e2eAdmin.username, e2eAdmin.password);
  await approve(request, adminToken, documentId ?? '');

  // Another player.
  await page.evaluate(() => window.localStorage.clear());
  await loginAs(page, reader.username, reader.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(paths.communityPosts);
  const card = page.locator(`article[data-post-id="${documentId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(t.pending)).toHaveCount(0);

  const like = card.getByRole('button', { name: new RegExp(t.like) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(t.likes(0));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(t.likes(1));

  const comment = unique('Felicitări, meritat');
  await card.getByLabel(t.commentLabel).fill('   ');
  await card.getByRole('button', { name: t.commentSend }).click();
  await card.getByLabel(t.commentLabel).fill(comment);
  await card.getByRole('button', { name: t.commentSend }).click();
  await expect(card.getByText(comment)).toBeVisible();
  await expect(card.getByLabel(t.commentLabel)).toHaveValue('');
  await expect(card.getByText(t.commentCount(1))).toBeVisible();

  await card.getByRole('button', { name: t.allComments(1) }).click();
  const dialog = page.getByRole('dialog', { name: t.commentsOf(author.username) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(comment)).toBeVisible();
  await expectAccessible(page, 'comments dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The like is kept after a reload; a second click takes it back.
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(t.likes(0));
});

test('a visitor reads the feed and is refused each action', async ({ page }) => {
  await page.goto(paths.communityPosts);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('form', { name: t.composerTitle })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: t.composerPlaceholder }).click();
  const postRefusal = page.getByRole('alert').filter({ hasText: contentMessages.mustLoginToPost });
  await expect(postRefusal).toBeVisible();
  await expect(postRefusal.getByRole('link', { name: t.login })).toHaveAttribute(
    'href',
    withReturn(paths.login, paths.communityPosts),
  );

  const first = page.getByRole('article').first();
  await first.getByLabel(t.commentLabel).fill('Salut');
  await first.getByRole('button', { name: t.commentSend }).click();
  const commentRefusal = first.getByRole('alert').filter({ hasText: contentMessages.mustLoginToComment });
  await expect(commentRefusal).toBeVisible();
  await expect(commentRefusal.getByRole('link', { name: t.login })).toHaveAttribute(
    'href',
    withReturn(paths.login, paths.communityPosts),
  );

  await checkBothWidths(page, 'community feed, visitor');

  await first.getByRole('button', { name: new RegExp(t.like) }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
});

test('markup in a post and a comment is shown as text and never runs', async ({ page, request }) => {
  const authorToken = await apiJwt(request, author.username, author.password);
  const adminToken = await apiJwt(request, e2eAdmin.username, e2eAdmin.password);
  const marker = unique('xss');
  const post = await createPost(request, authorToken, `${marker} ${payload}`);
  await approve(request, adminToken, post.documentId);
  const otherToken = await apiJwt(request, reader.username, reader.password);
  const res = await request.post(`/api/community-feed/${post.documentId}/comments`, {
    headers: bearer(otherToken),
    data: { data: { text: `${payload} ${marker}` } },
  });
  expect(res.ok()).toBe(true);

  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => consoleLines.push(m.text()));

  await page.goto(paths.communityPosts);
  const card = page.locator(`article[data-post-id="${post.documentId}"]`);
  await expect(card.getByText(`${marker} ${payload}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${payload} ${marker}`, { exact: true })).toBeVisible();
  await expect(card.locator('img[src="x"], script')).toHaveCount(0);
  await card.getByRole('button', { name: t.allComments(1) }).click();
  await expect(page.getByRole('dialog').getByText(`${payload} ${marker}`, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(consoleLines.filter((l) => /alert|onerror/i.test(l))).toEqual([]);
});

test('"Încarcă mai multe" appends the next page of posts', async ({ page, request }) => {
  const authorToken = await apiJwt(request, author.username, author.password);
  const adminToken = await apiJwt(request, e2eAdmin.username, e2eAdmin.password);
  const batch = unique('pagina');
  const created: Post[] = [];
  for (let i = 1; i <= 11; i++) {
    const post = await createPost(request, authorToken, `${batch} #${i}`);
    await approve(request, adminToken, post.documentId);
    created.push(post);
  }

  await page.goto(paths.communityPosts);
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(10);
  // Newest first: the first of the batch is on page 2.
  await expect(postCard(page, `${batch} #11`)).toBeVisible();
  await expect(page.locator(`article[data-post-id="${created[0]?.documentId}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: contentMessages.loadMore }).click();
  await expect(page.locator(`article[data-post-id="${created[0]?.documentId}"]`)).toBeVisible();
  expect(await articles.count()).toBeGreaterThan(10);
  await expect(postCard(page, `${batch} #11`)).toHaveCount(1);

  // Every page shown: the button goes away.
  const more = page.getByRole('button', { name: contentMessages.loadMore });
  while ((await more.count()) > 0) {
    const before = await articles.count();
    await more.click();
    await expect.poll(() => articles.count()).toBeGreaterThan(before);
  }
  await expect(more).toHaveCount(0);
});
