import { leagueMessages } from '../src/domain/league-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { leaguesMessages as t } from '../src/web/features/leagues/leagues-messages.ts';
import { useSession, waitForContent } from './a11y-helpers.ts';
import { expect, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';

// Private leagues on the web: create one, find it, invite a friend through the link and the login, a wrong code.

test('a player creates a league, a friend joins through the invite link after the login', async ({
  page,
  browser,
  world,
  player,
}) => {
  const name = `Liga ${Date.now().toString(36)}`;
  await useSession(page, { user: player });
  await page.goto(paths.leagues);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // A name too short: the rule's message under the field.
  await page.getByLabel(t.nameLabel).fill('ab');
  await page.getByRole('button', { name: t.createSubmit }).click();
  await expect(page.getByText(leagueMessages.nameTooShort(3))).toBeVisible();
  await page.getByLabel(t.nameLabel).fill(name);
  await page.getByLabel(t.descriptionLabel).fill('Doar între colegi.');
  await page.getByRole('button', { name: t.createSubmit }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(t.members(1))).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: player.username })).toBeVisible();
  await expect(page.getByRole('button', { name: t.copyLink })).toBeVisible();
  const link = await page.getByLabel(t.inviteLabel).inputValue();
  const leagueUrl = page.url();
  if (process.env.LEAGUE_SHOTS) {
    await page.screenshot({ path: '/tmp/league-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/league-phone.png', fullPage: true });
  }

  await page.goto(paths.leagues);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText(t.myPlace(1));
  if (process.env.LEAGUE_SHOTS) {
    await page.screenshot({ path: '/tmp/leagues-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: '/tmp/leagues-desktop.png', fullPage: true });
  }

  // The friend opens the link as a visitor, logs in and comes back to the invite.
  const friend = await world.player('prieten');
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(t.owner(player.username))).toBeVisible();
  await expect(visitor.getByRole('button', { name: t.joinSubmit })).toHaveCount(0);
  await visitor.getByRole('link', { name: t.visitorLogin }).click();
  await expect(visitor).toHaveURL((u) => u.pathname === paths.login);
  await loginAs(visitor, friend.username, friend.password);
  await expect(visitor).toHaveURL((u) => u.pathname === new URL(link).pathname);
  await visitor.getByRole('button', { name: t.joinSubmit }).click();
  await expect(visitor).toHaveURL(leagueUrl);
  await expect(visitor.getByText(t.members(2))).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: friend.username })).toBeVisible();
  await context.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an empty league name says 'Completează numele ligii.' at once and sends nothing (${viewport.width} px)`, async ({
    page,
    player,
  }) => {
    await page.setViewportSize(viewport);
    await useSession(page, { user: player });
    await page.goto(paths.leagues);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leagues') creates.push(r.url());
    });

    const nameField = page.getByLabel(t.nameLabel);
    const submit = page.getByRole('button', { name: t.createSubmit });
    const required = page.getByText(leagueMessages.nameRequired);
    await submit.click();
    await expect(required).toBeVisible();
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeInViewport();
    await expect(required).toBeInViewport();
    await expect(page.getByText(leagueMessages.nameTooShort(3))).toHaveCount(0);
    // Spaces only are no name either; then the message follows what is typed, and goes once the name is valid.
    await nameField.fill('   ');
    await submit.click();
    await expect(required).toBeVisible();
    await nameField.fill('ab');
    await expect(page.getByText(leagueMessages.nameTooShort(3))).toBeVisible();
    await expect(required).toHaveCount(0);
    await nameField.fill('abc');
    await expect(page.getByText(leagueMessages.nameTooShort(3))).toHaveCount(0);
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(creates, 'no request for a name the rule refuses').toEqual([]);

    // The server answers the same words to a client that skips the form.
    const res = await page.request.post('/api/leagues', {
      headers: { authorization: `Bearer ${player.jwt}` },
      data: { data: { name: '' } },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: leagueMessages.nameRequired,
    });
  });
}

test('a wrong invite code shows the API message', async ({ page, player }) => {
  await page.goto(paths.leagueJoin('NUEXISTA23'));
  await waitForContent(page);
  await expect(page.getByText(leagueMessages.codeNotFound)).toBeVisible();

  await useSession(page, { user: player });
  await page.goto(paths.leagues);
  await page.getByLabel(t.codeLabel).fill('NUEXISTA23');
  // The server's answer first (a loaded machine may take its time), then what the page says of it.
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leagues/join',
  );
  await page.getByRole('button', { name: t.joinSubmit }).click();
  expect((await answer).status()).toBe(404);
  await expect(page.getByText(leagueMessages.codeNotFound)).toBeVisible();
});
