import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { adminMessages as admin } from '../src/domain/admin-messages.ts';
import { contentMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { announcementTexts } from '../src/web/features/admin-announcements/announcement-texts.ts';
import { postTexts } from '../src/web/features/admin-posts/post-texts.ts';
import { communityPageMessages } from '../src/web/features/community/community-messages.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eBaseUrl } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';
import { World } from './world.ts';
import { type Api, adminApi } from './xss-api.ts';
import { xssCorpus } from './xss-corpus.ts';
import { XssWalk } from './xss-helpers.ts';
import { cleanupXss, emptyWorld, seedXss, type XssWorld } from './xss-seed.ts';

// The XSS corpus (xss-corpus.ts), stored through every user-writable text of the API (xss-seed.ts), then
// rendered by Chromium on every page that shows it, public and back office, with hooks on alert, the
// console, fetch/XHR/beacons, popups, frames and every request to another host (xss-helpers.ts).
// Zero executions, and no payload markup in the live DOM or in the server's own <head>. The hooks
// themselves are proven by xss-control.spec.ts.

test.describe.configure({ mode: 'serial' });

let context: APIRequestContext;
let api: Api;
const world: XssWorld = emptyWorld();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  context = await playwrightRequest.newContext({ baseURL: e2eBaseUrl });
  api = await adminApi(context);
  // The payload matches go into the current round: one of this file.
  await (await World.asAdmin(context)).round(undefined, true);
  await seedXss(api, world);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (api) await cleanupXss(api, world);
  await context?.dispose();
});

/** The probe and the admin are both signed in: the public pages as a verified player, and the back office. */
async function signIn(page: Page) {
  const probe = world.probes[0];
  await page.addInitScript(
    ({ keys, probe, adminJwt }) => {
      localStorage.setItem(keys.userToken, probe.jwt);
      localStorage.setItem(keys.userId, probe.documentId);
      localStorage.setItem(keys.username, probe.username);
      localStorage.setItem(keys.adminToken, adminJwt);
    },
    { keys: sessionKeys, probe, adminJwt: api.jwt },
  );
}

const teamNames = () => world.teams.map((t) => t.text);

test('the corpus is stored through every user-writable text, or refused', async () => {
  test.info().annotations.push({ type: 'stored', description: JSON.stringify(world.tally) });
  expect(xssCorpus.length).toBeGreaterThanOrEqual(100);
  for (const field of ['team name', 'announcement title + slug + content', 'post', 'comment', 'profile links']) {
    expect(world.tally[field]?.stored, field).toBeGreaterThan(0);
  }
  expect(world.matches.length).toBeGreaterThan(0);
  expect(world.slipTexts.length).toBeGreaterThan(0);
});

test('public game pages show payload teams and slips as text', async ({ page }) => {
  await signIn(page);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto(paths.home);
  await walk.goto(paths.matches, teamNames());
  // One match in four: /matches and /round-stats show every team name with the same components.
  for (const match of world.matches.filter((_, i) => i % 4 === 0)) {
    await walk.soft(paths.predict(match.documentId), match.names.join(' – '), match.names);
  }
  await walk.goto(paths.roundStats, teamNames());
  await walk.goto(paths.roundSlip, world.slipTexts.slice(0, world.slipTexts.length - 28));
  await walk.goto(paths.dailySlips, world.slipTexts.slice(-28));
  walk.expectClean();
});

test('leaderboard and profiles show payload teams and links inertly', async ({ page, request }) => {
  await signIn(page);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  const probeIds = new Set(world.probes.map((p) => p.documentId));
  for (const sortBy of ['points', 'currentPoints']) {
    const first = await (await request.get(`/api/leaderboard?sortBy=${sortBy}&pageSize=10`)).json();
    // Before anyone has round points the round ranking shows one line instead of rows; the total shows them all.
    if (sortBy === 'currentPoints' && (first.data[0]?.currentPoints ?? 0) <= 0) continue;
    for (let n = 1; n <= first.meta.pagination.pageCount; n++) {
      const res = await (await request.get(`/api/leaderboard?sortBy=${sortBy}&pageSize=10&page=${n}`)).json();
      const rows = (res.data as { documentId: string; username: string }[]).filter((r) => probeIds.has(r.documentId));
      if (rows.length > 0)
        await walk.goto(
          `${paths.leaderboard}?page=${n}&sortBy=${sortBy}`,
          rows.map((r) => r.username),
        );
    }
  }
  for (const [i, probe] of world.probes.entries()) {
    await walk.goto(paths.publicProfile(probe.documentId), [probe.username, world.teams[i].text]);
  }
  await walk.goto(paths.user, [world.probes[0].username]);
  walk.expectClean();
});

test('the community feed shows every payload post and comment as text', async ({ page }) => {
  await signIn(page);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto(paths.communityPosts);
  await walk.clickThrough('feed', page.getByRole('button', { name: contentMessages.loadMore }));
  await walk.check('whole feed', [...world.approvedPosts.map((p) => p.text), ...world.comments.map((c) => c.text)]);
  // The dialog of all comments, for a few posts.
  for (const post of world.approvedPosts.slice(0, 3)) {
    await page
      .locator(`[data-post-id="${post.documentId}"]`)
      .getByRole('button', { name: communityPageMessages.allComments(1) })
      .click();
    // The dialog's code downloads on the first click: Escape goes to it once it is open.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await walk.check(`comments of ${post.documentId}`, [post.text]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  walk.expectClean();
});

test('announcements render payload titles, slugs, content, rounds and prizes inertly', async ({ page }) => {
  test.setTimeout(120_000);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto(
    paths.announcements,
    world.announcements.slice(-50).map((a) => a.title),
  );
  const corpus = world.corpusAnnouncement!;
  await walk.soft(paths.announcement(corpus.slug), corpus.title);
  for (const a of world.announcements) {
    // Those of the sampled rounds name their round (its name and its winner's prize are the payload too).
    const round = world.rounds.find((r) => r.text === a.text);
    await walk.soft(paths.announcement(a.slug), a.title, round ? [round.text] : []);
  }
  walk.expectClean();
});

/** The only attributes the page template and the preview tags use. */
const headAttributes = new Set([
  'charset',
  'name',
  'content',
  'property',
  'rel',
  'href',
  'type',
  'crossorigin',
  'id',
  'src',
  'lang',
]);

test('the server writes payload titles and names into <head> only as escaped text', async ({ page, request }) => {
  const base = await (await request.get('/')).text();
  const cases = [
    ...world.announcements.map((a) => ({ path: paths.announcement(a.slug), title: a.title })),
    ...world.probes.map((p) => ({ path: paths.publicProfile(p.documentId), title: p.username })),
  ];
  await page.goto('about:blank');
  for (const c of cases) {
    const html = await (await request.get(c.path)).text();
    // Parsed by the browser, as a crawler or the page itself would read it.
    const head = await page.evaluate(
      ([html, base]) => {
        const parse = (h: string) => new DOMParser().parseFromString(h, 'text/html');
        const doc = parse(html);
        const scripts = (d: Document) => Array.from(d.querySelectorAll('script'), (e) => e.outerHTML).join('\n');
        return {
          title: doc.querySelector('title')?.textContent,
          ogTitle: doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
          tags: Array.from(doc.head.querySelectorAll('*'), (e) => e.localName),
          attributes: Array.from(doc.querySelectorAll('*')).flatMap((e) => e.getAttributeNames()),
          links: Array.from(doc.head.querySelectorAll('link'), (e) => `${e.rel} ${e.getAttribute('href')}`),
          sameScripts: scripts(doc) === scripts(parse(base)),
          body: doc.body.innerHTML.trim(),
        };
      },
      [html, base],
    );
    expect(head.title, c.path).toBe(`${c.title} | Prezice`);
    expect(head.ogTitle, c.path).toBe(`${c.title} | Prezice`);
    expect(new Set(head.tags), c.path).toEqual(new Set(['meta', 'link', 'title', 'script']));
    expect(
      head.attributes.filter((a) => !headAttributes.has(a)),
      c.path,
    ).toEqual([]);
    expect(
      head.links.filter((l) => !/^(icon|modulepreload|stylesheet|manifest|apple-touch-icon) \/(?!\/)/.test(l)),
      c.path,
    ).toEqual([]);
    expect(head.sameScripts, c.path).toBe(true);
    expect(head.body, c.path).toBe('<div id="root"></div>');
  }
});

test('the back office lists payload users, teams, rounds and matches inertly', async ({ page }) => {
  await signIn(page);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto(paths.admin.dashboard);
  await walk.goto(
    paths.admin.users,
    world.probes.map((p) => p.username),
  );
  await walk.goto(paths.admin.teams);
  await walk.clickThrough('teams', page.getByRole('button', { name: 'Următor', exact: true }));
  walk.expectSeen('team pages', teamNames());
  await walk.goto(
    paths.admin.rounds,
    world.rounds.map((r) => r.text),
  );
  await walk.goto(paths.admin.matches);
  await walk.clickThrough('matches', page.getByRole('button', { name: 'Următor', exact: true }));
  walk.expectSeen(
    'match pages',
    world.matches.flatMap((m) => m.names),
  );
  // The match form lists every team.
  await walk.goto(paths.admin.matches);
  await page.getByRole('button', { name: 'Editează' }).first().click();
  await walk.check('match form');
  walk.expectClean();
});

test('moderation, the announcement editor and the slip screens stay inert', async ({ page }) => {
  await signIn(page);
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto(paths.admin.communityPosts);
  await walk.clickThrough('pending posts', page.getByRole('button', { name: postTexts.loadMore }));
  await walk.check(
    'pending posts, loaded',
    world.pendingPosts.map((p) => p.text),
  );
  await page.getByRole('button', { name: admin.showAllPosts }).click();
  await walk.check('all posts');
  await walk.clickThrough('all posts', page.getByRole('button', { name: postTexts.loadMore }));
  await walk.check(
    'all posts, loaded',
    world.approvedPosts.map((p) => p.text),
  );

  await walk.goto(paths.admin.announcements, [world.corpusAnnouncement!.title]);
  for (const title of [world.corpusAnnouncement!.title, ...world.announcements.slice(-4).map((a) => a.title)]) {
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: announcementTexts.edit })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('.ProseMirror')).toBeVisible();
    await walk.check(`editor of ${title.slice(0, 40)}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await walk.goto(paths.admin.roundSlip, world.slipTexts.slice(0, 2));
  // The list shows dates and odds; the form (the newest slip is the suite's) shows its picks' teams.
  await walk.goto(paths.admin.dailySlip);
  await page
    .getByRole('button', { name: /^Editează/ })
    .first()
    .click();
  await walk.check(
    'daily slip form',
    world.teams.slice(0, 4).map((t) => t.text),
  );
  walk.expectClean();
});
