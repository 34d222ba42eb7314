import { gameMessages, predictMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages } from '../src/web/components/standings/standings-messages.ts';
import { communityPageMessages as c } from '../src/web/features/community/community-messages.ts';
import { expectTabCycle, focusIsVisible, tabTo, useSession, waitForContent } from './a11y-helpers.ts';
import { chooserByKey } from './file-chooser.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { currentRound, type Player } from './world.ts';

// The game with the keyboard alone: predictions, the leaderboard, the community. The login itself is
// keyboard-navigation.spec.ts's; here the player's session is in place before the first page.

const allMissing = `${gameMessages.scoreLabel}, ${gameMessages.cardsLabel}, ${gameMessages.cornersLabel}`;

let player: Player;

// Three open matches, three pages of the season ranking (10 a page), and another player's approved post.
test.beforeAll(async ({ world }) => {
  player = await world.player();
  const others: Player[] = [];
  for (let i = 0; i < 21; i++) others.push(await world.player());
  for (const [i, p] of others.slice(0, 5).entries()) await world.adjust(p, 10 * (i + 1));
  await currentRound(world, { open: 3, closed: 0 });
  await world.post(others[0], 'Cine câștigă derby-ul?');
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, { user: player });
});

test('a player predicts score, cards and corners with the keyboard', async ({ page }) => {
  await page.goto(paths.matches);
  await waitForContent(page);
  // The last but one untouched match.
  const untouched = page.getByRole('article').filter({ hasText: allMissing });
  await expect(untouched.first()).toBeVisible();
  const count = await untouched.count();
  expect(count, 'three untouched matches').toBeGreaterThanOrEqual(3);
  const card = untouched.nth(count - 2);
  const title = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await tabTo(page, card.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }));
  expect(await focusIsVisible(page), 'a match link shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/predict/'));
  const predictPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // No trap in the form: Tab goes round the whole page.
  expect(await expectTabCycle(page)).toBeGreaterThan(10);

  await tabTo(page, page.getByLabel(predictMessages.home));
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(predictMessages.away)).toBeFocused();
  await page.keyboard.type('1');

  // A radio group is one Tab stop; the arrows choose within it.
  const cards = page.getByRole('group', { name: gameMessages.cardsLabel });
  await page.keyboard.press('Tab');
  await expect(cards.getByRole('radio', { name: '1' })).toBeFocused();
  expect(await focusIsVisible(page), 'a 1/X/2 choice shows a focus ring').toBe(true);
  await page.keyboard.press('Space');
  await expect(cards.getByRole('radio', { name: '1' })).toBeChecked();
  const corners = page.getByRole('group', { name: gameMessages.cornersLabel });
  await page.keyboard.press('Tab');
  await expect(corners.getByRole('radio', { name: '1' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(corners.getByRole('radio', { name: 'X' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(corners.getByRole('radio', { name: 'X' })).toBeChecked();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: predictMessages.save })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(gameMessages.saved)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.matches);

  await page.goto(predictPath);
  await expect(page.getByText(`${gameMessages.yourPrediction} 2 - 1`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: gameMessages.cardsLabel }).getByText(`${gameMessages.yourPrediction} 1`),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: gameMessages.cornersLabel }).getByText(`${gameMessages.yourPrediction} X`),
  ).toBeVisible();
});

test('a player pages through the leaderboard, finds the own row and opens a profile', async ({ page }) => {
  await page.goto(paths.leaderboard);
  await waitForContent(page);
  // The season ranking (the round one shows rows only once someone has round points).
  const total = page.getByRole('button', { name: gameMessages.totalTab, exact: true });
  await tabTo(page, total);
  await page.keyboard.press('Enter');
  await expect(total).toHaveAttribute('aria-pressed', 'true');
  await waitForContent(page);
  const table = page.getByRole('table');
  const pagination = page.getByRole('navigation', { name: standingsMessages.pagination });
  await expect(table).toHaveAccessibleName(/Pagina 1 din \d+/);
  const caption = (await table.locator('caption').textContent()) ?? '';
  const pageCount = Number(/din (\d+)/.exec(caption)?.[1] ?? '0');
  expect(pageCount, 'the leaderboard has three pages or more').toBeGreaterThanOrEqual(3);

  await tabTo(page, pagination.getByRole('button', { name: `${standingsMessages.page} 2` }));
  await page.keyboard.press('Enter');
  await expect(table).toHaveAccessibleName(/Pagina 2 din/);
  const next = pagination.getByRole('button', { name: standingsMessages.next });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(table).toHaveAccessibleName(/Pagina 3 din/);
  // Still on it for a fourth page; on the last one it is disabled, and Shift+Tab goes on from there.
  if (pageCount > 3) await expect(next).toBeFocused();
  else await expect(next).toBeDisabled();

  // 'Poziția mea' brings back the page with the player's row, marked as theirs.
  const mine = page.getByRole('button', { name: new RegExp(standingsMessages.myPosition) });
  await tabTo(page, mine, { back: true });
  await page.keyboard.press('Enter');
  const myRow = page.locator('tr[aria-current="true"]');
  await expect(myRow).toContainText(player.username);
  await expect(myRow).toBeInViewport();

  // Another player's name opens the public profile.
  const other = table.getByRole('link').filter({ hasNotText: player.username }).first();
  const name = (await other.textContent())?.trim() ?? '';
  await tabTo(page, other);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/user/'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('a player posts, likes and comments in the community with the keyboard', async ({ page }) => {
  await page.goto(paths.communityPosts);
  await waitForContent(page);
  const text = `Tastatura merge ${Date.now().toString(36)}`;

  await tabTo(page, page.getByLabel(c.textLabel));
  await page.keyboard.type(text);
  // The optional file: its picker opens from the keyboard (none is chosen here).
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(c.fileLabel)).toBeFocused();
  expect(await focusIsVisible(page), 'the file picker shows a focus ring').toBe(true);
  await chooserByKey(page, 'Space');
  await tabTo(page, page.getByRole('button', { name: c.publish }));
  await page.keyboard.press('Enter');
  const mine = page.getByRole('article').filter({ hasText: text });
  await expect(mine.getByText(c.pending)).toBeVisible();

  // An approved post by someone else: like, unlike, comment.
  const post = page
    .getByRole('article')
    .filter({ hasNot: page.getByText(c.pending) })
    .filter({ hasNotText: text })
    .first();
  const like = post.getByRole('button', { name: new RegExp(c.like) });
  const pressed = await like.getAttribute('aria-pressed');
  await tabTo(page, like);
  expect(await focusIsVisible(page), 'the like button shows a focus ring').toBe(true);
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', pressed ?? 'false');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');

  const comment = `Bravo ${Date.now().toString(36)}`;
  await tabTo(page, post.getByLabel(c.commentLabel));
  await page.keyboard.type(comment);
  await page.keyboard.press('Enter');
  await expect(post.getByText(comment)).toBeVisible();

  // The dialog of all comments: it opens with Enter, Escape closes it and the focus returns.
  const all = post.getByRole('button', { name: /Vezi toate comentariile/ });
  await tabTo(page, all, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(comment)).toBeVisible();
  await expectAccessible(page, 'the comments dialog, open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(all).toBeFocused();
});
