import { authMessages, gameMessages, predictMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { currentRound, type Player } from './world.ts';

/** The player, who predicted only the score of the first open match of the current round. */
let player: Player;

// A current round of this file: a match past its deadline and three open ones.
test.beforeAll(async ({ world }) => {
  player = await world.player();
  const { open } = await currentRound(world, { open: 3, closed: 1 });
  await world.predict(player, open[0], { score: [1, 0] });
});

const allMissing = `${gameMessages.scoreLabel}, ${gameMessages.cardsLabel}, ${gameMessages.cornersLabel}`;

test('a player predicts score, cards and corners of an open match', async ({ page }) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);

  await page.goto(paths.matches);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page, 'matches, logged in');

  // The match that starts within 2 hours is closed: no link, the deadline notice instead.
  const closed = cards.filter({ hasText: gameMessages.deadlinePassed });
  await expect(closed.first()).toBeVisible();
  await expect(closed.first().getByRole('link')).toHaveCount(0);

  // A match with nothing predicted yet names all three categories on its button.
  const untouched = cards.filter({ hasText: allMissing }).first();
  const title = (await untouched.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await untouched.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));
  const predictPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('timer')).toContainText('Mai ai');

  await page.getByLabel(predictMessages.home).fill('2');
  await page.getByLabel(predictMessages.away).fill('1');
  await page.getByRole('group', { name: gameMessages.cardsLabel }).getByRole('radio', { name: '1' }).check();
  await page.getByRole('group', { name: gameMessages.cornersLabel }).getByRole('radio', { name: 'X' }).check();
  await expectAccessible(page, 'prediction form, filled');
  await page.getByRole('button', { name: predictMessages.save }).click();

  await expect(page.getByText(gameMessages.saved)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.matches);

  const done = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const doneButton = done.getByRole('button', { name: gameMessages.allPredictionsDone });
  await expect(doneButton).toBeVisible();
  await expect(doneButton).toBeDisabled();
  await expect(done.getByRole('link')).toHaveCount(0);

  await page.goto(predictPath);
  await expect(page.getByText(`${gameMessages.yourPrediction} 2 - 1`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: gameMessages.cardsLabel }).getByText(`${gameMessages.yourPrediction} 1`),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: gameMessages.cornersLabel }).getByText(`${gameMessages.yourPrediction} X`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: predictMessages.save })).toHaveCount(0);
});

test('an empty submit asks for at least one prediction; a made category stays read-only', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await page.goto(paths.matches);

  // The player predicted only the score of one open match.
  const partly = page
    .getByRole('article')
    .filter({ hasText: `${predictMessages.missing} ${gameMessages.cardsLabel}, ${gameMessages.cornersLabel}` })
    .first();
  await partly.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));

  await expect(page.getByRole('region', { name: gameMessages.scoreLabel })).toContainText(gameMessages.yourPrediction);
  await expect(page.getByLabel(predictMessages.home)).toHaveCount(0);
  await page.getByRole('button', { name: predictMessages.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: gameMessages.atLeastOne })).toBeVisible();
  expect(await hasNoHorizontalOverflow(page), 'the prediction form scrolls sideways').toBe(true);
  await expectAccessible(page, 'prediction form with the at-least-one error');

  await page.getByRole('link', { name: predictMessages.backToMatches }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.matches);
});

test('a visitor is sent to login from a prediction form, and the login leads back to that match', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paths.matches);
  const links = page.getByRole('link', { name: gameMessages.completePredictions, exact: true });
  await expect(links.first()).toBeVisible();
  expect(await hasNoHorizontalOverflow(page), 'the matches list scrolls sideways').toBe(true);
  await expectAccessible(page, 'matches, visitor');

  const predictPath = (await links.first().getAttribute('href')) ?? '';
  expect(predictPath).toMatch(/^\/predict\//);
  await links.first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === paths.login && url.searchParams.get('redirect') === predictPath,
  );
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === predictPath);
  await expect(page.getByRole('button', { name: predictMessages.save })).toBeVisible();
});

test('a goal count corrected after a refused submit loses its message at once, before any new submit', async ({
  page,
}) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await page.goto(paths.matches);
  const card = page.getByRole('article').filter({ hasText: allMissing }).first();
  await card.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/predictions') saves.push(r.url());
  });

  const home = page.getByLabel(predictMessages.home);
  const away = page.getByLabel(predictMessages.away);
  const invalid = page.getByText(predictMessages.goalsInvalid);
  await home.fill('100');
  await away.fill('-3');
  await page.getByRole('button', { name: predictMessages.save }).click();
  await expect(invalid).toHaveCount(2);
  await expect(home).toHaveAttribute('aria-invalid', 'true');

  // Still wrong: the message stays. Then valid: it goes with the keystroke, while the other field keeps its own.
  await home.fill('123');
  await expect(invalid).toHaveCount(2);
  await home.fill('2');
  await expect(invalid).toHaveCount(1);
  await expect(home).not.toHaveAttribute('aria-invalid', 'true');
  await expect(away).toHaveAttribute('aria-invalid', 'true');
  await away.fill('');
  await expect(invalid).toHaveCount(0);
  expect(saves, 'nothing is sent while the form is corrected').toEqual([]);
});

test('an unknown match reads Match not found', async ({ page }) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await page.goto(paths.predict('aaaaaaaaaaaaaaaaaaaaaaaa'));
  await expect(page.getByText(gameMessages.matchNotFound)).toBeVisible();
});

test('a refused save shows the server message, an unverified phone also a link to verify it', async ({ page }) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await page.goto(paths.matches);
  const card = page.getByRole('article').filter({ hasText: allMissing }).first();
  await card.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));

  // The server is asked nothing: these answers are the contract's refusals.
  const refusals = [
    { status: 403, message: authMessages.phoneNotVerified, details: { code: 'PHONE_NOT_VERIFIED' } },
    { status: 500, message: 'Internal Server Error', details: {} },
  ];
  let next = 0;
  await page.route('**/api/predictions', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const r = refusals[next++];
    return route.fulfill({
      status: r.status,
      json: { data: null, error: { status: r.status, name: 'Error', message: r.message, details: r.details } },
    });
  });

  await page.getByRole('group', { name: gameMessages.cornersLabel }).getByRole('radio', { name: '2' }).check();
  const save = page.getByRole('button', { name: predictMessages.save });
  await save.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(authMessages.phoneNotVerified);
  await expect(alert.getByRole('link', { name: predictMessages.verifyPhone })).toBeVisible();
  await expectAccessible(page, 'prediction form with a refusal');

  await save.click();
  await expect(alert).toContainText(gameMessages.saveFailed);
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));
});
