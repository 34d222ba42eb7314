import { paths } from '../src/domain/paths.ts';
import type { ReminderSettingsAnswer } from '../src/domain/reminders.schemas.ts';
import { unsubscribeToken } from '../src/server/modules/reminders/unsubscribe-token.service.ts';
import { PUSH_OFFER_PAUSED_UNTIL_KEY } from '../src/web/features/reminders/push-offer.ts';
import { remindersMessages as t } from '../src/web/features/reminders/reminders-messages.ts';
import { useSession } from './a11y-helpers.ts';
import { e2eJwtSecret } from './e2e-env.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { FAKE_PUSH_KEY, fakePushService } from './push-fake.ts';
import { bearer, type Match, type Player } from './world.ts';

// Reminders (the client): the profile's "Mementouri" saves how and when, the matches page offers browser
// reminders only after a first prediction, and the e-mail's link unsubscribes without a login. The real server
// throughout; only the browser's push service is stood in for (push-fake.ts).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

test.use({ permissions: ['notifications'] });

let open: Match[];
test.beforeAll(async ({ world }) => {
  // Deadlines more than 24 hours away: no reminder wave starts during these tests.
  const round = await world.round(undefined, true);
  const [a, b, c, d] = await world.teams(4);
  open = [
    await world.match(round, a, b, new Date(Date.now() + 40 * HOUR)),
    await world.match(round, c, d, new Date(Date.now() + 64 * HOUR)),
  ];
});

test.beforeEach(async ({ page }) => {
  await fakePushService(page);
});

async function serverSettings(request: import('@playwright/test').APIRequestContext, player: Player) {
  const res = await request.get('/api/reminders', { headers: bearer(player.jwt) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ReminderSettingsAnswer }).data;
}

/** The confirmation when only e-mails go out, 3 h before the deadline. */
const emailOnly3h =
  'Alegerile au fost salvate: îți amintim prin e-mail, cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.';

const box = (page: import('@playwright/test').Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('a player saves how and when to be reminded; it holds after a reload', async ({ page, player, request }) => {
  await useSession(page, { user: player });
  await page.goto(paths.user);
  const section = page.getByRole('region', { name: t.title });
  // The defaults: browser notifications on, e-mail off, both times on; this browser not subscribed yet.
  await expect(box(page, t.push)).toBeChecked();
  await expect(box(page, t.email)).not.toBeChecked();
  await expect(box(page, t.before24h)).toBeChecked();
  await expect(box(page, t.before3h)).toBeChecked();
  await expect(box(page, t.push)).toHaveAccessibleDescription(t.notSubscribedHere);
  await expect(section.getByRole('group', { name: t.howLegend })).toBeVisible();
  await expect(section.getByRole('group', { name: t.whenLegend })).toBeVisible();

  await box(page, t.email).check();
  await box(page, t.before24h).uncheck();
  await section.getByRole('button', { name: t.save }).click();
  const chosen = { push: true, email: true, before24h: false, before3h: true };
  await expect(section.getByRole('status')).toHaveText(
    'Alegerile au fost salvate: îți amintim prin notificări în browser și e-mail, cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  );
  // Saving with browser notifications on subscribed this browser, and the server keeps its subscription.
  expect(await serverSettings(request, player)).toMatchObject({ ...chosen, pushDevices: 1 });
  await expectAccessible(page, 'profile, reminders saved');

  await page.reload();
  await expect(box(page, t.email)).toBeChecked();
  await expect(box(page, t.before24h)).not.toBeChecked();
  await expect(box(page, t.before3h)).toBeChecked();
  await expect(box(page, t.push)).toBeChecked();
  await expect(box(page, t.push)).toHaveAccessibleDescription(`${t.subscribedHere} ${t.devices(1)}`);

  // Off: this browser unsubscribes and the server forgets it.
  await box(page, t.push).uncheck();
  await section.getByRole('button', { name: t.save }).click();
  await expect(section.getByRole('status')).toHaveText(emailOnly3h);
  expect(await serverSettings(request, player)).toMatchObject({ ...chosen, push: false, pushDevices: 0 });
  expect(await page.evaluate((k) => localStorage.getItem(k), FAKE_PUSH_KEY)).toBeNull();
});

test('with push off on the server, saving promises e-mail only, and says when nothing will come', async ({
  page,
  player,
  request,
}) => {
  // A server without VAPID keys answers vapidPublicKey: null; this one has keys, so its answers are read through.
  await page.route('**/api/reminders', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ReminderSettingsAnswer };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, vapidPublicKey: null } } });
  });
  await useSession(page, { user: player });
  await page.goto(paths.user);
  const section = page.getByRole('region', { name: t.title });
  await expect(box(page, t.push)).toBeDisabled();
  await expect(box(page, t.push)).toHaveAccessibleDescription(t.unavailable);

  await box(page, t.email).check();
  await box(page, t.before24h).uncheck();
  await section.getByRole('button', { name: t.save }).click();
  await expect(section.getByRole('status')).toHaveText(emailOnly3h);
  // The stored choice of browser notifications stays as it was, but no browser was subscribed.
  expect(await serverSettings(request, player)).toMatchObject({ push: true, email: true, pushDevices: 0 });

  await box(page, t.email).uncheck();
  await section.getByRole('button', { name: t.save }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Alegerile au fost salvate, dar deocamdată nu primești mementouri: notificările în browser nu ajung la tine. Bifează „E-mail” ca să le primești pe e-mail.',
  );
});

test('with notifications blocked in this browser, saving promises e-mail only', async ({ page, player, request }) => {
  // As a browser where the player blocked this site's notifications answers.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await useSession(page, { user: player });
  await page.goto(paths.user);
  const section = page.getByRole('region', { name: t.title });
  await expect(box(page, t.push)).toBeChecked();
  await expect(box(page, t.push)).toHaveAccessibleDescription(t.denied);

  await box(page, t.email).check();
  await box(page, t.before24h).uncheck();
  await section.getByRole('button', { name: t.save }).click();
  await expect(section.getByRole('status')).toHaveText(emailOnly3h);
  expect(await serverSettings(request, player)).toMatchObject({ push: true, email: true, pushDevices: 0 });
});

test('the push offer comes only after a first prediction; "Nu acum" puts it away for 30 days', async ({
  page,
  world,
  player,
}) => {
  await useSession(page, { user: player });
  const offer = page.getByRole('region', { name: t.offerTitle });
  await page.goto(paths.matches);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(offer).toHaveCount(0);

  await world.predict(player, open[0], { score: [2, 1] });
  await page.reload();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: t.offerYes })).toBeVisible();
  await expectAccessible(page, 'matches, push offer');

  const before = Date.now();
  await offer.getByRole('button', { name: t.offerNo }).click();
  await expect(offer).toHaveCount(0);
  const until = Number(await page.evaluate((k) => localStorage.getItem(k), PUSH_OFFER_PAUSED_UNTIL_KEY));
  expect(until).toBeGreaterThanOrEqual(before + 30 * DAY);
  expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY);

  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('"Da, anunță-mă" subscribes this browser, and the offer is not made again', async ({
  page,
  world,
  player,
  request,
}) => {
  await world.predict(player, open[1], { cards: 'X' });
  await useSession(page, { user: player });
  await page.goto(paths.matches);
  const offer = page.getByRole('region', { name: t.offerTitle });
  await offer.getByRole('button', { name: t.offerYes }).click();
  await expect(page.getByRole('status').filter({ hasText: t.offerDone })).toBeVisible();
  expect((await serverSettings(request, player)).pushDevices).toBe(1);

  // The offer's code loads again (a prediction made, no pause) and finds this browser subscribed: no offer.
  const settingsRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reminders');
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await settingsRead;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.getByRole('link', { name: t.offerSettings })).toHaveCount(0);
  await expect(offer).toHaveCount(0);
});

test('the e-mail link turns reminder e-mails off, without a login; a wrong link says so', async ({
  page,
  player,
  request,
}) => {
  const on = { push: false, email: true, before24h: true, before3h: true };
  const put = await request.put('/api/reminders', { headers: bearer(player.jwt), data: { data: on } });
  expect(put.status()).toBe(200);

  // The token the reminder e-mail carries, made by the server's own function with the server's secret.
  await page.goto(`${paths.remindersUnsubscribe}?token=${unsubscribeToken(e2eJwtSecret, player.documentId)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribeTitle);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // axe on this page: a11y-routes.spec.ts, on a phone and a desktop.
  await page.getByRole('button', { name: t.unsubscribeButton }).click();
  await expect(page.getByRole('status')).toHaveText(t.unsubscribeDone);
  expect(await serverSettings(request, player)).toMatchObject({ ...on, email: false });

  // Another account's id under this one's signature: the server refuses it, and the page shows its reason.
  await page.goto(`${paths.remindersUnsubscribe}?token=${'a'.repeat(24)}.${'b'.repeat(32)}`);
  await page.getByRole('button', { name: t.unsubscribeButton }).click();
  await expect(page.getByRole('alert')).toHaveText(t.unsubscribeBadLink);
});
