import { devices, type Page } from '@playwright/test';
import { authMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { leagueShareMessages as share } from '../src/web/features/leagues/league-share-messages.ts';
import { leaguesMessages as t } from '../src/web/features/leagues/leagues-messages.ts';
import { registrationTexts as r } from '../src/web/features/registration/registration-texts.ts';
import { useSession, waitForContent, waitForSmsCode } from './a11y-helpers.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { type Player, type Team, uniqueTag, type World } from './world.ts';

// Inviting friends: the share buttons of a league, the preview a shared link shows in messaging apps, and a new
// visitor who opens the invite, registers through the wizard, verifies the phone, lands back and joins.

interface League {
  documentId: string;
  name: string;
  code: string;
}

let team: Team;
test.beforeAll(async ({ world }) => {
  team = await world.team(`Petrolul ${uniqueTag()}`);
});

async function leagueOf(world: World, owner: Player, name = `Liga ${uniqueTag()}`): Promise<League> {
  const data = await world.send('POST', '/api/leagues', { data: { name } }, owner.jwt);
  return { documentId: String(data.documentId), name, code: String(data.code) };
}

/** The wizard's three steps, from wherever it was opened (the ALTCHA proof of work runs in the browser). */
async function registerThroughWizard(page: Page, account: { username: string; phone: string }) {
  const next = page.getByRole('button', { name: r.next, exact: true });
  await page.getByLabel(r.username).fill(account.username);
  await page.getByLabel(r.email).fill(`${account.username}@example.com`);
  await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
  await next.click();
  await page.getByLabel(r.phoneNumber).fill(account.phone);
  await page.getByLabel(r.password).fill('parola-de-test');
  await page.getByLabel(r.confirmPassword).fill('parola-de-test');
  await next.click();
  const teamBox = page.getByRole('combobox', { name: r.favTeam });
  await teamBox.fill(team.name);
  await expect(page.getByRole('option')).toHaveCount(1);
  await teamBox.press('ArrowDown');
  await teamBox.press('Enter');
  await page.getByText('Nu sunt un robot').click();
  await expect(page.locator('altcha-widget').getByText('Verificat')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: `${r.termsBefore}${r.termsLink}`.trim() }).check();
  await page.getByRole('button', { name: r.finish }).click();
}

test('a new visitor opens an invite, registers, verifies the phone, lands back on the invite and joins', async ({
  page,
  world,
  player,
}) => {
  test.setTimeout(120_000);
  const league = await leagueOf(world, player);
  const invite = paths.leagueJoin(league.code);
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const account = { username: `nou${uniqueTag()}`, phone: `0723 ${digits.slice(0, 3)} ${digits.slice(3)}` };

  await page.goto(invite);
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  // A visitor is offered both ways in, and no join button they could not use yet.
  await expect(page.getByRole('link', { name: t.visitorLogin })).toHaveAttribute(
    'href',
    `${paths.login}?redirect=${encodeURIComponent(invite)}`,
  );
  await expect(page.getByRole('button', { name: t.joinSubmit })).toHaveCount(0);
  await expectAccessible(page, 'invite for a visitor');
  await page.getByRole('link', { name: t.visitorRegister }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.register && u.searchParams.get('redirect') === invite);

  await registerThroughWizard(page, account);
  await expect(page).toHaveURL((u) => u.pathname === paths.verifyPhone && u.searchParams.get('redirect') === invite);
  await page.getByLabel(authMessages.verificationCode).fill(await waitForSmsCode(`+40723${digits}`));
  await page.getByRole('button', { name: authMessages.verifyCode }).click();

  // Back on the invite, now logged in and verified: one click joins.
  await expect(page).toHaveURL((u) => u.pathname === invite);
  await page.getByRole('button', { name: t.joinSubmit }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.league(league.documentId));
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
  await expect(page.getByText(t.members(2))).toBeVisible();
  const standings = page.getByRole('table');
  await expect(standings.getByRole('row').filter({ hasText: account.username })).toBeVisible();
  await expect(standings.getByRole('row').filter({ hasText: player.username })).toBeVisible();
});

test('the share buttons carry the invite: WhatsApp with the text and link, Messenger, copy', async ({
  page,
  context,
  world,
  player,
}) => {
  const league = await leagueOf(world, player, `Liga „Prietenii” & co ${uniqueTag()}`);
  // A computer's browser without the Web Share API (Chromium has it on some systems): no share-sheet button.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useSession(page, { user: player });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.league(league.documentId));
  await waitForContent(page);

  const link = await page.getByLabel(t.inviteLabel).inputValue();
  expect(new URL(link).pathname).toBe(paths.leagueJoin(league.code));
  const whatsApp = page.getByRole('link', { name: share.shareWhatsAppName });
  const wa = new URL((await whatsApp.getAttribute('href'))!);
  expect(wa.origin + wa.pathname).toBe('https://wa.me/');
  expect(wa.searchParams.get('text')).toBe(`${share.shareText(league.name, 'Prezice')} ${link}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  // No Facebook app id on this server: Facebook's share page with the link.
  const messenger = page.getByRole('link', { name: share.shareMessengerName });
  await expect(messenger).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  );
  await expect(messenger).toHaveAttribute('target', '_blank');
  await expect(messenger).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: share.shareMoreName })).toHaveCount(0);

  await page.getByRole('button', { name: t.copyLink }).click();
  await expect(page.getByText(t.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The buttons are reached with the keyboard, and the page is accessible at both widths.
  await whatsApp.focus();
  await page.keyboard.press('Tab');
  await expect(messenger).toBeFocused();
  await expectAccessible(page, 'league page with the share buttons');
  if (process.env.LEAGUE_SHOTS) await page.screenshot({ path: '/tmp/invite-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'league page with the share buttons');
});

test("the invite link is on the site's address (PUBLIC_URL), whatever host the page was opened on", async ({
  page,
  world,
  player,
  baseURL,
}) => {
  const league = await leagueOf(world, player);
  await useSession(page, { user: player });
  // The test server's PUBLIC_URL is http://127.0.0.1:PORT; the same server, opened as localhost.
  const other = new URL(paths.league(league.documentId), baseURL);
  other.hostname = 'localhost';
  await page.goto(other.href);
  await waitForContent(page);
  expect(new URL(page.url()).hostname).toBe('localhost');
  await expect(page.getByLabel(t.inviteLabel)).toHaveValue(`${baseURL}${paths.leagueJoin(league.code)}`);
});

test('on a phone, the share sheet gets the invite, and Messenger opens the app', async ({ browser, world, player }) => {
  const league = await leagueOf(world, player);
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, locale: 'ro-RO' });
  const page = await context.newPage();
  // The Web Share API, recorded: Chromium has none on Linux.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await useSession(page, { user: player });
  await page.goto(paths.league(league.documentId));
  await waitForContent(page);
  const link = await page.getByLabel(t.inviteLabel).inputValue();

  await page.getByRole('button', { name: share.shareMoreName }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: league.name, text: share.shareText(league.name, 'Prezice'), url: link }]);

  const messenger = page.getByRole('link', { name: share.shareMessengerName });
  await expect(messenger).toHaveAttribute('href', `fb-messenger://share?link=${encodeURIComponent(link)}`);
  await expect(messenger).not.toHaveAttribute('target');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  if (process.env.LEAGUE_SHOTS) await page.screenshot({ path: '/tmp/invite-phone.png', fullPage: true });
  await context.close();
});

test('the invite link previews in messaging apps: Open Graph tags and a PNG card', async ({
  request,
  world,
  player,
}) => {
  const league = await leagueOf(world, player, `Liga <b>&"ei"</b> ${uniqueTag()}`);
  const res = await request.get(paths.leagueJoin(league.code));
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1];
  const escaped = league.name
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  expect(meta('og:title')).toBe(`${escaped} | Prezice`);
  expect(html).not.toContain('<b>');
  const image = meta('og:image');
  expect(image).toMatch(new RegExp(`^https?://[^/]+/api/leagues/join/${league.code}/card\\.png$`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

  const card = await request.get(new URL(image!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const bytes = await card.body();
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  const wrong = await request.get(paths.leagueJoin('NUEXISTA23'));
  expect(await wrong.text()).not.toContain('og:title');
});

test('a visitor sent to the login by a player page comes back to it', async ({ page, player }) => {
  await page.goto(paths.leagues);
  await expect(page).toHaveURL((u) => u.pathname === paths.login && u.searchParams.get('redirect') === paths.leagues);
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.leagues);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
});
