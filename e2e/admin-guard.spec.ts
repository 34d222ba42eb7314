import { webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/web/paths.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const guardedPaths = [
  paths.admin.dashboard,
  paths.admin.users,
  paths.admin.teams,
  paths.admin.rounds,
  paths.admin.matches,
  paths.admin.roundSlip,
  paths.admin.dailySlip,
  paths.admin.announcements,
  paths.admin.communityPosts,
  paths.admin.settings,
];

test.describe('the back office without an admin token', () => {
  for (const path of guardedPaths) {
    test(`${path} redirects to the admin login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
      await expect(page.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
      await expectAccessible(page, `${path} -> ${paths.admin.login}`);
    });
  }

  test('/admin itself redirects to the admin login', async ({ page }) => {
    await page.goto(paths.admin.root);
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  });

  test('a user token does not open the back office', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.localStorage.setItem('userToken', 'a.b.c');
      window.localStorage.setItem('userId', 'abcdefghijklmnopqrstuvwx');
    });
    await page.goto(paths.admin.users);
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  });
});
