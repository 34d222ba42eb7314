import { adminMessages } from '../src/domain/admin-messages.ts';
import { authMessages, commonMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as wizard } from '../src/web/features/registration/registration-texts.ts';
import { type ApiSession, apiLogin, clientRoutePatterns, useSession, waitForContent } from './a11y-helpers.ts';
import { demoUser, e2eAdmin, e2eBaseUrl } from './e2e-env.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Still reads the demo seed's data (not yet made through the API).
test.use({ seed: 'demo' });

// axe on every client route, in the state a person meets it, on a phone and on a desktop.
// The open states (wizard steps, menus, dialogs) are checked in the keyboard journeys and at the end.

type Who = 'visitor' | 'player' | 'admin';

/** Real ids and slugs of the demo data, read from the API. */
interface DemoIds {
  openMatch: string;
  otherPlayer: string;
  announcementSlug: string;
}

interface RouteCase {
  /** Who visits it; a route that looks different to a visitor and to a player lists both. */
  who: Who[];
  url: (ids: DemoIds) => string;
  /** The h1 expected, when the route has a fixed one. */
  heading?: string;
  /** Where the visit ends, when the route redirects. */
  landsOn?: string;
}

const fixed = (url: string, who: Who[] = ['visitor']): RouteCase => ({ who, url: () => url });
const admin = (url: string): RouteCase => fixed(url, ['admin']);

/** One case per route pattern of src/web/router.tsx; a route added without a case fails the first test. */
const routeCases: Record<string, RouteCase> = {
  [paths.home]: fixed(paths.home, ['visitor', 'player']),
  [paths.login]: fixed(paths.login),
  [paths.forgotPassword]: fixed(paths.forgotPassword),
  // With a code the form shows; a used or unknown code is only found out on submit.
  [paths.resetPassword]: fixed(`${paths.resetPassword}?code=un-cod-de-resetare-din-email`),
  [paths.changePassword]: fixed(paths.changePassword, ['player']),
  [paths.register]: fixed(paths.register),
  [paths.verifyPhone]: fixed(paths.verifyPhone),
  [paths.matches]: fixed(paths.matches, ['visitor', 'player']),
  [paths.predictRoute]: { who: ['player'], url: (ids) => paths.predict(ids.openMatch) },
  [paths.rules]: fixed(paths.rules),
  [paths.terms]: fixed(paths.terms),
  [paths.leaderboard]: fixed(paths.leaderboard, ['player']),
  [paths.user]: fixed(paths.user, ['player']),
  [paths.publicProfileRoute]: { who: ['visitor'], url: (ids) => paths.publicProfile(ids.otherPlayer) },
  [paths.roundStats]: fixed(paths.roundStats),
  [paths.communityPosts]: fixed(paths.communityPosts, ['visitor', 'player']),
  [paths.roundSlip]: fixed(paths.roundSlip),
  [paths.dailySlips]: fixed(paths.dailySlips, ['player']),
  [paths.announcements]: fixed(paths.announcements),
  [paths.announcementRoute]: { who: ['visitor'], url: (ids) => paths.announcement(ids.announcementSlug) },
  '*': { who: ['visitor'], url: () => '/nu-exista/pagina-a11y', heading: commonMessages.notFoundTitle },
  [paths.admin.login]: fixed(paths.admin.login),
  [paths.admin.root]: { ...admin(paths.admin.root), landsOn: paths.admin.dashboard },
  [paths.admin.dashboard]: admin(paths.admin.dashboard),
  [paths.admin.users]: admin(paths.admin.users),
  [paths.admin.teams]: admin(paths.admin.teams),
  [paths.admin.rounds]: admin(paths.admin.rounds),
  [paths.admin.matches]: admin(paths.admin.matches),
  [paths.admin.roundSlip]: admin(paths.admin.roundSlip),
  [paths.admin.dailySlip]: admin(paths.admin.dailySlip),
  [paths.admin.announcements]: admin(paths.admin.announcements),
  [paths.admin.communityPosts]: admin(paths.admin.communityPosts),
  [paths.admin.settings]: admin(paths.admin.settings),
};

test('every route of the router has an accessibility case', () => {
  expect(clientRoutePatterns()).toEqual(Object.keys(routeCases).sort());
});

const viewports = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
];

let ids: DemoIds;
let player: ApiSession;
let adminJwt: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  player = await apiLogin(request, demoUser.username, demoUser.password);
  adminJwt = (await apiLogin(request, e2eAdmin.username, e2eAdmin.password)).jwt;

  const matches = await request.get('/api/matches?filters[round][current][$eq]=true&sort=date:asc');
  const open = ((await matches.json()) as { data: { documentId: string; deadline: string }[] }).data.filter(
    (m) => new Date(m.deadline).getTime() > Date.now(),
  );
  const board = await request.get('/api/leaderboard?pageSize=5');
  const others = ((await board.json()) as { data: { documentId: string }[] }).data.filter(
    (e) => e.documentId !== player.documentId,
  );
  const news = await request.get('/api/announcements?sort=createdAt:desc');
  const slugs = ((await news.json()) as { data: { slug: string }[] }).data.map((a) => a.slug);
  await request.dispose();

  expect(open.length, 'an open match in the demo data').toBeGreaterThan(0);
  expect(others.length, 'another player in the demo data').toBeGreaterThan(0);
  expect(slugs.length, 'an announcement in the demo data').toBeGreaterThan(0);
  ids = { openMatch: open.at(-1)?.documentId ?? '', otherPlayer: others[0].documentId, announcementSlug: slugs[0] };
});

const visitors: Who[] = ['visitor', 'player', 'admin'];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    // One page per kind of visitor: the routes share its browser cache, which keeps the run short.
    for (const who of visitors) {
      test(`every route, as ${who}`, async ({ page }) => {
        if (who === 'player') await useSession(page, { user: player });
        if (who === 'admin') await useSession(page, { adminJwt });
        const failures: string[] = [];
        for (const [pattern, routeCase] of Object.entries(routeCases)) {
          if (!routeCase.who.includes(who)) continue;
          const url = routeCase.url(ids);
          await test.step(`${pattern} (${url})`, async () => {
            try {
              await page.goto(url);
              if (routeCase.landsOn) await expect(page).toHaveURL((u) => u.pathname === routeCase.landsOn);
              else await expect(page).toHaveURL((u) => u.pathname === new URL(url, e2eBaseUrl).pathname);
              await waitForContent(page);
              const h1 = page.getByRole('heading', { level: 1 });
              await expect(h1).toHaveCount(1);
              if (routeCase.heading) await expect(h1).toHaveText(routeCase.heading);
              await expectAccessible(page, `${url} as ${who}`);
            } catch (error) {
              // Every route is checked; the test then fails with all of their reports together.
              failures.push(`${url} as ${who}: ${error instanceof Error ? error.message : String(error)}`);
            }
          });
        }
        expect(failures, failures.join('\n\n')).toEqual([]);
      });
    }
  });
}

// The open states at the width the keyboard journeys do not use: those run the wizard, the verification
// screen and the comments dialog at 1280, and the menus and the back office's modals at 360.
test.describe('open states', () => {
  test('the wizard steps, the team list and the verification screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(paths.register);
    await waitForContent(page);
    const username = `ax${Date.now().toString(36)}`;
    await page.getByLabel(wizard.username).fill(username);
    await page.getByLabel(wizard.email).fill(`${username}@example.com`);
    await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
    const next = page.getByRole('button', { name: wizard.next, exact: true });
    await next.click();
    await expect(page.getByLabel(wizard.phoneCountry)).toBeVisible();
    await expectAccessible(page, 'wizard step 2');
    await page.getByLabel(wizard.phoneNumber).fill('0722 000 000');
    await page.getByLabel(wizard.password).fill('parola-de-test');
    await page.getByLabel(wizard.confirmPassword).fill('parola-de-test');
    await next.click();
    const teamBox = page.getByRole('combobox', { name: wizard.favTeam });
    await teamBox.fill('a');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByText(wizard.robotCheck)).toBeVisible();
    await expectAccessible(page, 'wizard step 3 with the team list open');

    // The screen of an account waiting for its code (the wizard's sessionStorage entry), before any submit.
    await page.evaluate((pending) => window.sessionStorage.setItem('pendingVerification', JSON.stringify(pending)), {
      userId: player.documentId,
      username,
      phone: '+40722000000',
      resendAvailableAt: Date.now() + 60_000,
    });
    await page.goto(paths.verifyPhone);
    await waitForContent(page);
    await expect(page.getByLabel(authMessages.verificationCode)).toBeVisible();
    await expectAccessible(page, 'the verification screen with a code pending');
  });

  test('a back office form and the comments dialog on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, { user: player, adminJwt });
    await page.goto(paths.admin.teams);
    await waitForContent(page);
    await page.getByRole('button', { name: adminMessages.addTeam }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the team form, open');

    await page.goto(paths.communityPosts);
    await waitForContent(page);
    await page
      .getByRole('button', { name: /Vezi toate comentariile/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the comments dialog, open');
  });
});
