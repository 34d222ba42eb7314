import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { announcements } from '../../db/tables/announcements.table.ts';
import { users } from '../../db/tables/core.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { fakeWebRoot } from '../../test/web-root.ts';

// A link pasted in WhatsApp or Facebook previews from these tags, which the server writes into the page.
let ctx: TestContext;
let player: TestUser;

beforeAll(async () => {
  const webRoot = fakeWebRoot();
  ctx = await testApp({ webRoot });
  player = await createUser(ctx, { username: 'golgeter' });
  await ctx.db.insert(announcements).values({
    title: 'Câștigătorii "Etapei 15" & premiile',
    slug: 'castigatorii-etapei-15',
    content: '<p>Felicitări <strong>câștigătorilor</strong>! <img src=x onerror=alert(1)></p>',
  });
});
afterAll(() => ctx.close());

test('an announcement page carries its title and text in Open Graph and Twitter tags, escaped', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/announcement/castigatorii-etapei-15' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(
    '<meta property="og:title" content="Câștigătorii &quot;Etapei 15&quot; &amp; premiile | Prezice">',
  );
  expect(res.body).toContain('<meta name="twitter:description" content="Felicitări câștigătorilor!');
  expect(res.body).toContain('<title>Câștigătorii &quot;Etapei 15&quot; &amp; premiile | Prezice</title>');
  expect(res.body).not.toContain('onerror');
});

test('a public profile page carries the player, never the e-mail', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/user/${player.documentId}` });
  expect(res.body).toContain('<meta property="og:title" content="golgeter | Prezice">');
  expect(res.body).toContain('og:type" content="profile"');
  expect(res.body).not.toContain(player.email);
});

test.each([
  [0, 'are 0 puncte în'],
  [1, 'are 1 punct în'],
  [19, 'are 19 puncte în'],
  [40, 'are 40 de puncte în'],
  [101, 'are 101 puncte în'],
  [1000, 'are 1.000 de puncte în'],
  [-20, 'are -20 de puncte în'],
])('a profile preview counts %i points in Romanian', async (points, words) => {
  await ctx.db.update(users).set({ points }).where(eq(users.id, player.id));
  const res = await ctx.app.inject({ method: 'GET', url: `/user/${player.documentId}` });
  expect(res.body).toContain(`<meta property="og:description" content="golgeter ${words} Prezice`);
});

test("a deleted account's page previews nothing, as the page itself says the player does not exist", async () => {
  const gone = await createUser(ctx, { username: 'plecatul' });
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  const res = await ctx.app.inject({ method: 'GET', url: `/user/${gone.documentId}` });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('og:title');
  expect(res.body).not.toContain('plecatul');
  const page = await ctx.app.inject({ method: 'GET', url: `/api/public-profile/${gone.documentId}` });
  expect(page.statusCode).toBe(404);
});

test('other pages and unknown announcements keep the plain shell', async () => {
  for (const url of ['/matches', '/announcement/nu-exista', '/user/nuexista0000000000000000']) {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
  }
});
