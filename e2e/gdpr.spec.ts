import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { DELETED_PLAYER_NAME } from '../src/domain/deleted-player.ts';
import { gdprMessages } from '../src/domain/gdpr.ts';
import { webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { yourDataMessages } from '../src/web/features/your-data/your-data-messages.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, loginAs, test } from './fixtures.ts';
import { bearer, currentRound } from './world.ts';

// "Your data, yours" end to end: a player predicts, posts and uploads an avatar, downloads the ZIP of their data
// from the profile, then deletes their account. The test servers' grace is a few seconds
// (ACCOUNT_DELETION_GRACE_HOURS in e2e-server.ts), so the wipe job runs during the test; the API then shows nothing
// of the account but its prediction, under "jucător șters".

test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG: the server re-encodes it like any image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const t = yourDataMessages;

test('export the data as a ZIP, then delete the account: only the anonymised prediction stays', async ({
  page,
  request,
  world,
  player,
}) => {
  // Two predictions: one of a match then played (scored: it stays under the tombstone), one of a match not played
  // yet (no points: the wipe removes it, so a deleted player scores no more).
  const { open } = await currentRound(world, { open: 2, closed: 0 });
  await world.predict(player, open[0], { score: [2, 1] });
  await world.predict(player, open[1], { score: [1, 1] });
  await world.result(open[0], { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' });
  const post = await world.post(player, 'Postarea mea de dinainte de ștergere');

  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(paths.user);

  // The avatar, through the profile's form.
  const avatarForm = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: profileMessages.avatarTitle }) });
  await avatarForm.getByLabel(profileMessages.avatarLabel).setInputFiles({
    name: 'avatar-gdpr.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await avatarForm.getByRole('button', { name: profileMessages.avatarSave, exact: true }).click();
  await expect(page.getByText(profileMessages.avatarSaved)).toBeVisible();

  // "Descarcă datele mele": preparing, then ready with its link's expiry; the ZIP comes through the browser.
  const section = page.getByRole('region', { name: t.title });
  await section.getByRole('button', { name: t.exportButton }).click();
  await expect(section.getByText(/Arhiva este gata\. Linkul funcționează până pe/)).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: t.downloadArchive }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prezice-datele-mele-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(strFromU8(zip['date.json']!));
  expect(data.account).toMatchObject({ username: player.username, email: player.email });
  expect(JSON.stringify(data)).not.toMatch(/password_hash|scrypt/);
  expect(data.predictions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'score', team1: 2, team2: 1, points: 100 }),
      expect.objectContaining({ type: 'score', team1: 1, team2: 1, points: null }),
    ]),
  );
  expect(data.predictions).toHaveLength(2);
  expect(data.posts).toEqual([expect.objectContaining({ text: post.text })]);
  // The server stores the name as a safe one (avatar_gdpr.png).
  const avatar = data.files.find((f: { name: string }) => f.name.startsWith('avatar_gdpr'));
  expect(avatar?.pathInArchive).toMatch(/^fisiere\/\d+-avatar_gdpr\./);
  expect(zip[avatar.pathInArchive]?.length).toBeGreaterThan(0);

  // "Șterge contul": the word typed wrong is refused in Romanian; right, the player is logged out, told the date.
  await section.getByRole('button', { name: t.deleteOpen }).click();
  await section.getByLabel(t.passwordLabel).fill(player.password);
  await expectAccessible(page, 'the profile with the deletion form open');
  await section.getByLabel(t.confirmLabel).fill('nu');
  await section.getByRole('button', { name: t.deleteSubmit, exact: true }).click();
  await expect(section.getByText(gdprMessages.wrongConfirmation)).toBeVisible();
  // Typed without the diacritic, as a phone keyboard often gives it: the same word.
  await section.getByLabel(t.confirmLabel).fill('sterge');
  await section.getByRole('button', { name: t.deleteSubmit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('status').filter({ hasText: 'Contul tău va fi șters definitiv pe' })).toBeVisible();
  expect((await request.get('/api/users/me', { headers: bearer(player.jwt) })).status()).toBe(401);

  // The grace runs out (seconds here) and the job wipes the account: the back office sees the tombstone.
  const admin = bearer(world.jwt);
  await expect
    .poll(async () => (await (await request.get(`/api/users/${player.id}`, { headers: admin })).json()).username, {
      timeout: 60_000,
      message: 'the account becomes "jucător șters"',
    })
    .toBe(DELETED_PLAYER_NAME);

  // Nothing of the account remains but its prediction.
  const tomb = await (await request.get(`/api/users/${player.id}?populate[0]=avatar`, { headers: admin })).json();
  expect(tomb).toMatchObject({ phone: null, avatar: null, blocked: true });
  expect(tomb.email).not.toContain(player.username.toLowerCase());
  const login = await request.post('/api/auth/local', {
    data: { identifier: player.username, password: player.password },
  });
  expect(login.status()).toBe(400);
  expect((await request.get(`/api/public-profile/${player.documentId}`)).status()).toBe(404);
  expect((await request.get(`/api/upload/files/${avatar.id}`, { headers: admin })).status()).toBe(404);
  expect((await request.get(avatar.url)).status()).toBe(404);
  expect((await request.get(`/api/community-feed/${post.documentId}`)).status()).toBe(404);
  const board = (await (await request.get('/api/leaderboard?pageSize=100')).json()).data as { username: string }[];
  expect(board.some((r) => r.username === player.username)).toBe(false);
  expect(board.some((r) => r.username === DELETED_PLAYER_NAME)).toBe(true);
  // The scored prediction stays, the tombstone's; the unplayed one went. The old name and e-mail are free again.
  const kept = await request.get(`/api/predictions?filters[user][id]=${player.id}`, { headers: admin });
  expect(((await kept.json()).data as { points: number | null }[]).map((p) => p.points)).toEqual([100]);
  await world.send('POST', '/api/auth/local/register', {
    username: player.username,
    email: player.email,
    password: 'parola-noua-de-test-1',
  });
});

test('the privacy page says what is kept and for how long, and the footer links to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: webMessages.privacyTitle }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.privacy);
  await expect(page.getByRole('heading', { level: 1, name: webMessages.privacyTitle })).toBeVisible();
  for (const text of ['cel mult 30 de zile', 'Linkul funcționează 24 de ore', 'rămâne 7 zile în', '„jucător șters”']) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expectAccessible(page);
});

test("the back office, on a player's request: their archive downloaded, then their account deleted", async ({
  page,
  request,
  world,
  player,
}) => {
  await world.post(player, 'Postarea unui jucător care pleacă');
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  await page.goto(paths.admin.users);
  await page
    .getByTestId(`user-row-${player.username}`)
    .getByRole('button', { name: `Date GDPR ${player.username}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.adminExport }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: t.downloadArchive }).click({ timeout: 20_000 });
  const zip = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)));
  expect(JSON.parse(strFromU8(zip['date.json']!)).account.username).toBe(player.username);
  await expectAccessible(page, 'the back office GDPR dialog');

  // The typed username must be the player's; then the player is logged out, with the same grace.
  const confirm = dialog.getByLabel(t.adminConfirmLabel(player.username));
  await confirm.fill('altcineva');
  await dialog.getByRole('button', { name: t.adminDeleteSubmit }).click();
  await expect(dialog.getByText(gdprMessages.wrongUsernameConfirmation)).toBeVisible();
  await confirm.fill(player.username);
  await dialog.getByRole('button', { name: t.adminDeleteSubmit }).click();
  await expect(dialog.getByText(/Ștergerea contului este programată pe/)).toBeVisible();
  expect((await request.get('/api/users/me', { headers: bearer(player.jwt) })).status()).toBe(401);
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/users/${player.id}`, { headers: bearer(world.jwt) })).json()).username,
      {
        timeout: 60_000,
      },
    )
    .toBe(DELETED_PLAYER_NAME);
});
