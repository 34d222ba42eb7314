import { adminMessages } from '../src/domain/admin-messages.ts';
import { correctionsTitle } from '../src/domain/correction-labels.ts';
import { authMessages, commonMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { leaguePanelsMessages } from '../src/web/features/leagues/league-panels-messages.ts';
import { leagueToolsMessages as leagueTools } from '../src/web/features/leagues/league-tools-messages.ts';
import { registrationTexts as wizard } from '../src/web/features/registration/registration-texts.ts';
import { clientRoutePatterns, useSession, waitForContent } from './a11y-helpers.ts';
import { e2eBaseUrl } from './e2e-env.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { currentRound, type Player, winnersAnnouncement } from './world.ts';

// axe on every client route, in the state a person meets it, on a phone and on a desktop.
// The open states (wizard steps, menus, dialogs) are checked in the keyboard journeys and at the end.

type Who = 'visitor' | 'player' | 'admin';

/** Ids and slugs of what beforeAll made. */
interface WorldIds {
  openMatch: string;
  otherPlayer: string;
  announcementSlug: string;
  league: string;
  leagueCode: string;
  /** A shared pick whose deadline has passed: its page with the card. */
  pick: string;
}

interface RouteCase {
  /** Who visits it; a route that looks different to a visitor and to a player lists both. */
  who: Who[];
  url: (ids: WorldIds) => string;
  /** The h1 expected, when the route has a fixed one. */
  heading?: string;
  /** Where the visit ends, when the route redirects. */
  landsOn?: string;
  /** A heading a logged-in player must see before axe runs (what the route shows only to players). */
  playerSees?: string;
}

const fixed = (url: string, who: Who[] = ['visitor']): RouteCase => ({ who, url: () => url });
const admin = (url: string): RouteCase => fixed(url, ['admin']);

/** One case per route pattern of src/web/router.tsx; a route added without a case fails the first test. */
const routeCases: Record<string, RouteCase> = {
  // A player's home and leaderboard show their league panels (the player's league, with the other player in it).
  [paths.home]: { ...fixed(paths.home, ['visitor', 'player']), playerSees: leaguePanelsMessages.panelsTitle },
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
  [paths.corrections]: { ...fixed(paths.corrections), heading: correctionsTitle },
  [paths.privacy]: fixed(paths.privacy),
  [paths.leaderboard]: { ...fixed(paths.leaderboard, ['player']), playerSees: leaguePanelsMessages.panelsTitle },
  [paths.clubs]: fixed(paths.clubs, ['visitor', 'player']),
  [paths.user]: fixed(paths.user, ['player']),
  [paths.publicProfileRoute]: { who: ['visitor'], url: (ids) => paths.publicProfile(ids.otherPlayer) },
  [paths.roundStats]: fixed(paths.roundStats),
  [paths.communityPosts]: fixed(paths.communityPosts, ['visitor', 'player']),
  [paths.roundSlip]: fixed(paths.roundSlip),
  [paths.dailySlips]: fixed(paths.dailySlips, ['player']),
  [paths.announcements]: fixed(paths.announcements),
  [paths.announcementRoute]: { who: ['visitor'], url: (ids) => paths.announcement(ids.announcementSlug) },
  [paths.leagues]: fixed(paths.leagues, ['player']),
  // With a token the button shows; a wrong token is only found out on the press.
  [paths.remindersUnsubscribe]: fixed(`${paths.remindersUnsubscribe}?token=un-token-din-email`),
  [paths.leagueJoinRoute]: { who: ['visitor'], url: (ids) => paths.leagueJoin(ids.leagueCode) },
  [paths.leagueRoute]: { who: ['player'], url: (ids) => paths.league(ids.league) },
  [paths.pickRoute]: { who: ['visitor'], url: (ids) => ids.pick },
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
  [paths.admin.leagues]: admin(paths.admin.leagues),
  [paths.admin.csv]: admin(paths.admin.csv),
  [paths.admin.resultsImport]: admin(paths.admin.resultsImport),
  [paths.admin.settings]: admin(paths.admin.settings),
};

test('every route of the router has an accessibility case', () => {
  expect(clientRoutePatterns()).toEqual(Object.keys(routeCases).sort());
});

const viewports = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
];

let ids: WorldIds;
let player: Player;
let adminJwt: string;

// Every page with something on it: a played round with winners and its announcement, a current round with a
// prediction and a slip, a daily slip, another player's approved post with a comment.
test.beforeAll(async ({ world }) => {
  adminJwt = world.jwt;
  player = await world.player();
  const other = await world.player();
  const announcement = await winnersAnnouncement(world);
  const { round, open, closed, teams } = await currentRound(world, { open: 3, closed: 1 });
  await world.predict(player, open[0], { score: [1, 0] });
  // A pick made while open, whose kickoff then moves to an hour from now: its deadline has passed, so it is shared.
  await world.predict(player, open[2], { score: [2, 2] });
  await world.send('PUT', `/api/matches/${open[2].documentId}`, { data: { date: new Date(Date.now() + 3_600_000) } });
  await world.roundSlip(round, [
    { match: open[1], expectedResult: '1', odd: 1.7 },
    { match: closed[0], expectedResult: 'X', odd: 3.1 },
  ]);
  const picks = [{ team1: teams[0], team2: teams[1], expectedResult: '1', odd: 1.5, matchDate: new Date(), won: null }];
  await world.dailySlip(new Date().toISOString().slice(0, 10), picks);
  await world.comment(player, await world.post(other, 'Ce meci frumos aseară!'), 'Da, a fost superb.');
  const league = await world.send('POST', '/api/leagues', { data: { name: 'Liga prietenilor' } }, player.jwt);
  // A member besides the owner: the owner's tools list them with their buttons.
  await world.send('POST', '/api/leagues/join', { data: { code: league.code } }, other.jwt);
  ids = {
    openMatch: open[1].documentId,
    otherPlayer: other.documentId,
    announcementSlug: announcement.slug,
    league: league.documentId as string,
    leagueCode: league.code as string,
    pick: paths.pick(player.username, open[2].documentId),
  };
});

const visitors: Who[] = ['visitor', 'player', 'admin'];

// One page per kind of visitor: the routes share its browser cache, which keeps the run short. Each route is loaded
// once at phone width, checked, then widened to a desktop and checked again (the layout follows the width by CSS and
// media queries, so the desktop sees what a desktop load shows).
for (const who of visitors) {
  test(`every route on a phone and on a desktop, as ${who}`, async ({ page }) => {
    // Dozens of pages at two sizes in one test, on a loaded CI machine.
    test.setTimeout(300_000);
    if (who === 'player') await useSession(page, { user: player });
    if (who === 'admin') await useSession(page, { adminJwt });
    const failures: string[] = [];
    for (const [pattern, routeCase] of Object.entries(routeCases)) {
      if (!routeCase.who.includes(who)) continue;
      const url = routeCase.url(ids);
      await test.step(`${pattern} (${url})`, async () => {
        try {
          await page.setViewportSize(viewports[0]);
          await page.goto(url);
          if (routeCase.landsOn) await expect(page).toHaveURL((u) => u.pathname === routeCase.landsOn);
          else await expect(page).toHaveURL((u) => u.pathname === new URL(url, e2eBaseUrl).pathname);
          await waitForContent(page);
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveCount(1);
          if (routeCase.heading) await expect(h1).toHaveText(routeCase.heading);
          if (who === 'player' && routeCase.playerSees) {
            await expect(page.getByRole('heading', { level: 2, name: routeCase.playerSees })).toBeVisible();
          }
          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            await expectAccessible(page, `${url} as ${who}`);
          }
        } catch (error) {
          // Every route is checked; the test then fails with all of their reports together.
          failures.push(`${url} as ${who}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
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

  test("a league's owner tools with a confirmation open, on a phone and on a desktop", async ({ page }) => {
    await useSession(page, { user: player });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(paths.league(ids.league));
      await waitForContent(page);
      await expect(page.getByRole('heading', { name: leagueTools.manageTitle })).toBeVisible();
      await page.getByRole('button', { name: leagueTools.newCode }).click();
      await expect(page.getByRole('dialog', { name: leagueTools.newCodeConfirmTitle })).toBeVisible();
      await expectAccessible(page, `the league's new-code confirmation at ${viewport.width}`);
      await page.getByRole('dialog').getByRole('button', { name: leagueTools.cancel }).click();
      await page.getByRole('button', { name: new RegExp(`^${leagueTools.remove} `) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `the league's remove-member confirmation at ${viewport.width}`);
    }
  });
});
