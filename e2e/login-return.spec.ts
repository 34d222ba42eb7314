import { authMessages, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { clientRoutePatterns } from './a11y-helpers.ts';
import { expect, loginAs, test } from './fixtures.ts';

// A visitor whom a page sends to the login comes back to that page, with its query, once logged in; a ?redirect=
// that leaves the site is never followed.

/** A concrete URL of a route pattern: each `:param` filled in, and a query the way back must keep. */
const concrete = (pattern: string) =>
  `${pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'username' ? 'jucator' : 'a'.repeat(24)))}?din=test`;

/** The pages only a player may open; the check below fails when it finds one more or one less. */
const guarded = [
  paths.changePassword,
  paths.predictRoute,
  paths.user,
  paths.dailySlips,
  paths.leagues,
  paths.leagueRoute,
].sort();

test('every public route that sends a visitor to the login carries its path and query', async ({ page }) => {
  test.setTimeout(120_000);
  const publicRoutes = clientRoutePatterns().filter((p) => !p.startsWith('/admin') && p !== '*');
  expect(publicRoutes.length).toBeGreaterThan(20);
  const sentToLogin: string[] = [];
  for (const pattern of publicRoutes) {
    const url = concrete(pattern);
    await page.goto(url);
    // The page has rendered (a guard's redirect comes before it): a heading, or the alert of an unknown id.
    const main = page.locator('#main');
    await expect(main.getByRole('heading').or(main.getByRole('alert')).first(), url).toBeVisible();
    const landed = new URL(page.url());
    if (landed.pathname !== paths.login || pattern === paths.login) continue;
    sentToLogin.push(pattern);
    expect(landed.searchParams.get('redirect'), `${url} → ${landed.pathname}${landed.search}`).toBe(url);
  }
  expect(sentToLogin.sort()).toEqual(guarded);
});

test('after the login, each guarded page is where the visitor lands, query and all', async ({ page, player }) => {
  test.setTimeout(120_000);
  for (const pattern of guarded) {
    const url = concrete(pattern);
    await page.goto(paths.home);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(url);
    await expect(page).toHaveURL((u) => u.pathname === paths.login && u.searchParams.get('redirect') === url);
    // The way to the registration keeps the way back too.
    await expect(page.getByRole('link', { name: authMessages.noAccount })).toHaveAttribute(
      'href',
      `${paths.register}?${new URLSearchParams({ redirect: url })}`,
    );
    await loginAs(page, player.username, player.password);
    await expect(page, `back on ${url}`).toHaveURL((u) => `${u.pathname}${u.search}` === url);
  }
});

test('a redirect that would leave the site leads home instead', async ({ page, player }) => {
  for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/%09/evil.example']) {
    await page.goto(paths.home);
    const site = new URL(page.url()).origin;
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${paths.login}?${new URLSearchParams({ redirect: decodeURIComponent(target) })}`);
    await expect(page.getByRole('heading', { level: 1, name: webMessages.loginTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: authMessages.noAccount })).toHaveAttribute('href', paths.register);
    await loginAs(page, player.username, player.password);
    await expect(page, target).toHaveURL((u) => u.origin === site && u.pathname === paths.home);
  }
});
