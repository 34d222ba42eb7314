import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { webMessages } from '../src/domain/messages.ts';
import { count, nouns } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { dashboardTexts } from '../src/web/features/admin-dashboard/dashboard-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { useSession } from './a11y-helpers.ts';
import { e2eAdmin } from './e2e-env.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, loginAs, readStorage, test } from './fixtures.ts';

// Something to count: a player, a started match without a result, a post waiting for approval.
test.beforeAll(async ({ world }) => {
  const player = await world.player();
  const [a, b] = await world.teams(2);
  await world.match(await world.round(), a, b, new Date(Date.now() - 86_400_000));
  await world.post(player, 'O postare de aprobat', false);
});

test('the dashboard shows the trend and the counts, each linking to its screen', async ({ page, request }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  const { adminToken } = await readStorage(page, [sessionKeys.adminToken]);
  const answer = await request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(answer.status()).toBe(200);
  const { data } = await answer.json();
  // The label says what is counted: matches that have started (kickoff not in the future) with both scores null.
  const now = Date.now();
  let startedUnscored = 0;
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const res = await request.get(`/api/matches?pagination[page]=${page}&pagination[pageSize]=100`);
    const body = await res.json();
    pageCount = body.meta.pagination.pageCount;
    for (const m of body.data as { date: string; team1_finalScore: number | null; team2_finalScore: number | null }[]) {
      if (Date.parse(m.date) <= now && m.team1_finalScore === null && m.team2_finalScore === null) startedUnscored++;
    }
  }
  expect(data.unscoredMatches).toBe(startedUnscored);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: adminNav.dashboard })).toBeVisible();
  if (data.trend === null) {
    await expect(main.getByText(/Nu există încă o etapă anterioară/)).toBeVisible();
  } else {
    const shown = await main.getByTestId('dashboard-trend').textContent();
    expect(shown).toMatch(/^([+\-−])?\d+(\.\d{3})*,\d%$/);
    expect(Number((shown ?? '').replace(/[−]/, '-').replace('%', '').replace(/\./g, '').replace(',', '.'))).toBe(
      data.trend,
    );
  }
  const users = main.getByRole('link', { name: /^Utilizatori/ });
  await expect(users).toContainText(String(data.users.all));
  await expect(users).toContainText(dashboardTexts.usersVerified(data.users.verified));
  await expect(main.getByRole('link', { name: /^Postări de aprobat/ })).toContainText(String(data.pendingPosts));
  await expect(main.getByRole('link', { name: /^Meciuri începute fără scor/ })).toContainText(
    String(data.unscoredMatches),
  );
  await expectAccessible(page);

  await users.click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.users);
  await page.goBack();
  await main.getByRole('link', { name: /^Postări de aprobat/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.communityPosts);
  await page.goBack();
  // The count opens the match list narrowed to what it counts, the filter in the URL and said above the list.
  const unscored = main.getByRole('link', { name: /^Meciuri începute fără scor/ });
  await expect(unscored).toHaveAttribute('href', `${paths.admin.matches}?filter=started-unscored`);
  const listed = page.waitForResponse((r) => r.url().includes('/api/matches?') && r.url().includes('$lte'));
  await unscored.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === paths.admin.matches && url.searchParams.get('filter') === 'started-unscored',
  );
  const list = await listed;
  const query = decodeURIComponent(list.url());
  expect(query).toContain('filters[date][$lte]=');
  expect(query).toContain('filters[team1_finalScore][$null]=true');
  expect(query).toContain('filters[team2_finalScore][$null]=true');
  const listedBody = await list.json();
  expect(listedBody.meta.pagination.total).toBe(data.unscoredMatches);
  for (const m of listedBody.data as { date: string; team1_finalScore: number | null }[]) {
    expect(Date.parse(m.date)).toBeLessThanOrEqual(Date.now());
    expect(m.team1_finalScore).toBeNull();
  }
  const filterLine = main.getByTestId('match-filter');
  await expect(filterLine).toHaveText(
    `Se afișează doar meciurile începute fără scor: ${count(data.unscoredMatches, nouns.matches)}.`,
  );
  await expect(main.getByRole('article')).toHaveCount(Math.min(10, data.unscoredMatches));
  await page.reload();
  await expect(filterLine).toBeVisible();
  // Said in full on a phone too, beside the toggle that clears it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(filterLine).toBeInViewport();
  expect((await filterLine.boundingBox())?.width).toBeLessThanOrEqual(390);
  await expect(main.getByRole('button', { name: adminMessages.allMatches })).toBeInViewport();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The moderator clears it with the toggle beside it; Back brings it again.
  await main.getByRole('button', { name: adminMessages.allMatches }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.matches && url.search === '');
  await expect(filterLine).toHaveCount(0);
  await page.goBack();
  await expect(filterLine).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(main.getByRole('link', { name: /^Utilizatori/ })).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
});

test('the sidebar names the dashboard as its title does, at 1280 and 390 px', async ({ page, request }) => {
  await useSession(page, { adminJwt: await adminJwt(request) });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(paths.admin.dashboard);
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(title).toHaveText(adminNav.dashboard);
    // On a phone the sidebar is the menu behind 'Meniu'.
    const menu = page.getByRole('button', { name: webMessages.menu });
    if (await menu.isVisible()) await menu.click();
    const link = page.getByRole('navigation', { name: adminNav.navigation }).locator('a[aria-current="page"]');
    await expect(link).toHaveText((await title.textContent()) ?? '');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
  }
});
