import { nav, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { accountTexts } from '../src/web/features/auth/account-texts.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { meStatus, otherDevice } from './account-helpers.ts';
import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

// Logging out from the profile goes home and ends the session on the server (only that one); "Ieși de pe toate
// dispozitivele" ends them all; a new player's profile shows no "Loc 0".

const userToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.localStorage.getItem('userToken'));

test('logging out from the profile goes to / and ends that session only', async ({ page, request, world }) => {
  const player = await world.player('iese');
  const laptop = await otherDevice(request, player);
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  const token = (await userToken(page)) ?? '';
  await page.goto(paths.user);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  // The avatar form and the club's line load beside the page: once they are in, nothing moves the button.
  await expect(page.getByRole('heading', { level: 2, name: profileMessages.avatarTitle })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: webMessages.logout }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  await expect(page.getByRole('banner').getByRole('link', { name: nav.login })).toBeVisible();
  expect(await userToken(page)).toBeNull();
  expect(await meStatus(request, token)).toBe(401);
  expect(await meStatus(request, laptop)).toBe(200);
});

test('logging out from the header ends that session on the server too', async ({ page, request, world }) => {
  const player = await world.player('antet');
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  const token = (await userToken(page)) ?? '';
  await page.getByRole('banner').getByRole('button', { name: webMessages.logout }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: nav.login })).toBeVisible();
  expect(await meStatus(request, token)).toBe(401);
});

test('"Ieși de pe toate dispozitivele" asks first, then ends every session', async ({ page, request, world }) => {
  const player = await world.player('toate');
  const laptop = await otherDevice(request, player);
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  await page.goto(paths.user);
  await expect(page.getByRole('heading', { level: 2, name: profileMessages.avatarTitle })).toBeVisible();
  const everywhere = page.getByRole('button', { name: accountTexts.logoutAll });
  await everywhere.click();
  await expect(page.getByText(accountTexts.logoutAllQuestion)).toBeFocused();
  await expectAccessible(page, 'profile, logout everywhere asked');

  // Changing one's mind ends nothing.
  await page.getByRole('button', { name: accountTexts.logoutAllCancel }).click();
  await expect(page.getByText(accountTexts.logoutAllQuestion)).toHaveCount(0);
  await expect(everywhere).toBeFocused();
  expect(await meStatus(request, laptop)).toBe(200);

  await everywhere.click();
  await page.getByRole('button', { name: accountTexts.logoutAllConfirm }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  await expect(page.getByRole('banner').getByRole('link', { name: nav.login })).toBeVisible();
  expect(await userToken(page)).toBeNull();
  expect(await meStatus(request, laptop)).toBe(401);
});

test('a new player sees no place on the profile, never "0"', async ({ page, world }) => {
  const player = await world.player('nou');
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  for (const visit of [1, 2]) {
    // Twice: the rank is counted on every read (1 + the accounts above), and 0 points still shows no place.
    await page.goto(paths.user);
    await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
    for (const label of [profileMessages.totalRank, profileMessages.roundRank]) {
      const place = page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(place, `${label}, visit ${visit}`).toHaveText(`–${profileMessages.noPlace}`);
    }
    await expect(page.getByText(profileMessages.noPlaceHint)).toBeVisible();
  }
  await expectAccessible(page, 'profile of a new player');
});
