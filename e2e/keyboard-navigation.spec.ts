import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { nav, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages } from '../src/web/components/standings/standings-messages.ts';
import { teamsTexts } from '../src/web/features/admin-teams/teams-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { focusIsVisible, tabTo, waitForContent } from './a11y-helpers.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, readStorage, test } from './fixtures.ts';

// Login, the header's navigation (and its phone menu), logout and the back office's modals, with the
// keyboard alone: Tab, Enter, Space, Escape and typing. Locators only check where the focus is.

test('a player logs in, moves through the header and logs out with the keyboard', async ({ page, player }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.home);
  await waitForContent(page);
  const mainNav = page.getByRole('navigation', { name: webMessages.mainNavigation });

  await tabTo(page, mainNav.getByRole('link', { name: nav.login }));
  expect(await focusIsVisible(page), 'a header link shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.login);

  await tabTo(page, page.getByLabel(webMessages.identifierLabel));
  await page.keyboard.type(player.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(webMessages.passwordLabel)).toBeFocused();
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  expect((await readStorage(page, [sessionKeys.username])).username).toBe(player.username);

  // The header, now with Profil and Logout: each entry is reached with Tab and followed with Enter.
  const leaderboard = mainNav.getByRole('link', { name: nav.leaderboard });
  await tabTo(page, leaderboard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: standingsMessages.title })).toBeVisible();
  await expect(leaderboard).toHaveAttribute('aria-current', 'page');
  // Back up the header with Shift+Tab, to the profile.
  const profile = mainNav.getByRole('link', { name: nav.profile });
  await tabTo(page, profile, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.user);
  await expect(page.getByText(player.username).first()).toBeVisible();

  const logout = mainNav.getByRole('button', { name: webMessages.logout });
  await tabTo(page, logout);
  expect(await focusIsVisible(page), 'the logout button shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');
  await expect(mainNav.getByRole('link', { name: nav.login })).toBeVisible();
  expect(await readStorage(page, [sessionKeys.userToken])).toEqual({ userToken: null });
});

test('the phone menu opens with Enter, closes with Escape and gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.home);
  await waitForContent(page);
  const menuButton = page.getByRole('button', { name: webMessages.menu });
  const mainNav = page.getByRole('navigation', { name: webMessages.mainNavigation });

  await tabTo(page, menuButton);
  expect(await focusIsVisible(page), 'the menu button shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // The menu's entries follow its button.
  await page.keyboard.press('Tab');
  await expect(mainNav.getByRole('link', { name: nav.matches })).toBeFocused();
  await expectAccessible(page, 'the phone menu, open');
  await page.keyboard.press('Escape');
  await expect(mainNav).toBeHidden();
  await expect(menuButton).toBeFocused();

  // Space opens it too; an entry followed with Enter closes it.
  await page.keyboard.press('Space');
  await expect(mainNav).toBeVisible();
  await tabTo(page, mainNav.getByRole('link', { name: nav.rules }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.rules);
  await expect(mainNav).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('the admin logs in, opens a form and a confirmation and closes them with the keyboard', async ({
  page,
  world,
}) => {
  // A team for the delete confirmation.
  await world.team();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.admin.login);
  await waitForContent(page);
  await tabTo(page, page.getByLabel(webMessages.identifierLabel));
  await page.keyboard.type(e2eAdmin.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(e2eAdmin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  await waitForContent(page);

  // The back office's phone menu.
  const menuButton = page.getByRole('button', { name: webMessages.menu });
  const adminMenu = page.getByRole('navigation', { name: adminNav.navigation });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(adminMenu).toBeVisible();
  await expectAccessible(page, 'the back office menu, open');
  await page.keyboard.press('Escape');
  await expect(adminMenu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, adminMenu.getByRole('link', { name: adminNav.teams }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.teams);
  await waitForContent(page);

  // A form in a modal: the focus goes inside, Escape closes it and the focus returns to its opener.
  const add = page.getByRole('button', { name: adminMessages.addTeam });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'the focus is in the modal' })
    .toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'Tab stays in the modal' })
    .toBe(true);
  await expectAccessible(page, 'the team form, open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // A delete confirmation: Anulează with the keyboard, nothing is deleted.
  const firstDelete = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${teamsTexts.delete} `) })
    .first();
  await tabTo(page, firstDelete);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: teamsTexts.deleteTitle })).toBeVisible();
  await expectAccessible(page, 'the delete confirmation, open');
  await tabTo(page, dialog.getByRole('button', { name: 'Anulează' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(firstDelete).toBeFocused();
});
