import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { formMessages } from '../src/web/features/profile/form-messages.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { registrationTexts } from '../src/web/features/registration/registration-texts.ts';
import { useSession, waitForContent } from './a11y-helpers.ts';
import { expect, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { currentRound, type Player, playedRound, uniqueTag } from './world.ts';

// The profile's layout on a phone and a desktop: every card as tall as what it holds, the form chart from the
// player's own first round (no place in the rounds before they played), its place axis readable, the points per
// round shown once; and the registration's social fields, whose example addresses fit their inputs.

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

let me: Player;
/** The rounds I played, oldest first: my form starts with the first. */
const mine: { documentId: string; name: string }[] = [];

// Rivals play three rounds before I join; then we all play two more, and a current round is open.
test.beforeAll(async ({ world }) => {
  const rivals: Player[] = [];
  for (let i = 0; i < 6; i++) rivals.push(await world.player('rival'));
  for (let i = 0; i < 3; i++) await playedRound(world, rivals);
  me = await world.player('nou');
  const club = await world.team(`Clubul ${uniqueTag()}`);
  await world.favourite(me, club);
  await world.send('PUT', `/api/users/${me.id}`, {
    youtubeAccount: 'https://www.youtube.com/@canal',
    instagramAccount: 'https://www.instagram.com/profil',
  });
  // First of the players in the first of my rounds (the exact score), second in the next (70 points).
  mine.push((await playedRound(world, [me, ...rivals])).round);
  mine.push((await playedRound(world, [rivals[0], me, ...rivals.slice(1)])).round);
  const { open } = await currentRound(world, { open: 1, closed: 0 });
  await world.predict(me, open[0], { score: [1, 0] });
});

/**
 * The cards of the page that are taller than what they hold: each card's inner height (less its padding and
 * borders) against the extent of its children, margins included, with a few pixels of tolerance.
 */
function overtallCards(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('main .rounded-3xl')) {
      const style = getComputedStyle(card);
      const px = (v: string) => Number.parseFloat(v) || 0;
      const inner =
        card.getBoundingClientRect().height -
        px(style.paddingTop) -
        px(style.paddingBottom) -
        px(style.borderTopWidth) -
        px(style.borderBottomWidth);
      let top = Number.POSITIVE_INFINITY;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const child of card.children) {
        const cs = getComputedStyle(child);
        if (cs.display === 'none' || cs.position === 'absolute' || cs.position === 'fixed') continue;
        const box = child.getBoundingClientRect();
        top = Math.min(top, box.top - px(cs.marginTop));
        bottom = Math.max(bottom, box.bottom + px(cs.marginBottom));
      }
      const content = bottom > top ? bottom - top : 0;
      if (inner > content + 4) {
        const name = card.querySelector('h1, h2')?.textContent ?? card.className;
        found.push(`${name}: ${Math.round(inner)} px inside for ${Math.round(content)} px of content`);
      }
    }
    return found;
  });
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px every profile card is as tall as its content`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useSession(page, { user: me });
    for (const path of [paths.user, paths.publicProfile(me.documentId)]) {
      await page.goto(path);
      await waitForContent(page);
      await expect(page.getByTestId('player-form').getByRole('img')).toBeVisible();
      await expect(page.getByTestId('club-place')).toBeVisible();
      expect(await overtallCards(page), path).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
    }
  });
}

test('the form starts at my first round, its place axis has ticks, and round points are shown once', async ({
  page,
}) => {
  await page.goto(paths.publicProfile(me.documentId));
  await waitForContent(page);
  const answer = await page.request.get(`/api/public-profile/${me.documentId}/form`);
  type Round = { documentId: string; roundPlace: number | null; seasonPlace: number | null };
  const form = ((await answer.json()) as { form: { rounds: Round[] } }).form;
  // Only the rounds from my first one: the three before it, which I did not play, are not mine.
  expect(form.rounds.map((r) => r.documentId)).toEqual(mine.map((r) => r.documentId));
  const section = page.getByTestId('player-form');
  await section.getByText(formMessages.tableToggle).click();
  const rows = section.getByRole('table', { name: formMessages.caption }).getByRole('rowheader');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(mine[0].name);

  // The place axis, on a phone and a desktop: 1 at the top and my worst place at the bottom, at least.
  const worst = Math.max(...form.rounds.flatMap((r) => [r.seasonPlace ?? 1, r.roundPlace ?? 1]));
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const ticks = section.getByTestId('place-ticks').locator('text');
    await expect(ticks.last()).toHaveText(String(Math.max(2, worst)));
    const values = await ticks.evaluateAll((els) => els.map((e) => Number(e.textContent)));
    expect(values.length, `${viewport.width} px`).toBeGreaterThanOrEqual(2);
    expect(values[0]).toBe(1);
  }

  // The points of each round are the form chart's bars and its table's column, not a second chart.
  await expect(page.getByRole('heading', { name: 'Puncte pe etape' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Puncte pe etape/ })).toHaveCount(0);
});

/** Whether the field's placeholder fits: the placeholder put in as its value does not scroll the input. */
function placeholderFits(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const before = el.value;
    el.value = el.placeholder;
    const fits = el.scrollWidth <= el.clientWidth;
    const text = `${el.placeholder}: ${el.scrollWidth} px in ${el.clientWidth} px`;
    el.value = before;
    return { fits, text, placeholder: el.placeholder };
  });
}

// And on a 360 px phone, the narrowest the site is made for.
for (const viewport of [{ width: 360, height: 780 }, ...viewports]) {
  test(`at ${viewport.width} px the social fields' examples are not cut`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = `loc${Date.now().toString(36)}`;
    await page.goto(paths.register);
    await page.getByLabel(registrationTexts.username).fill(id);
    await page.getByLabel(registrationTexts.email).fill(`${id}@example.com`);
    await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
    await page.getByRole('button', { name: registrationTexts.next, exact: true }).click();
    await page.getByLabel(registrationTexts.phoneNumber).fill('0722 123 456');
    await page.getByLabel(registrationTexts.password).fill('parola-de-test');
    await page.getByLabel(registrationTexts.confirmPassword).fill('parola-de-test');
    await page.getByRole('button', { name: registrationTexts.next, exact: true }).click();
    for (const label of [registrationTexts.youtube, registrationTexts.instagram]) {
      const field = page.getByLabel(label);
      await expect(field).toBeVisible();
      const result = await placeholderFits(field);
      expect(result.placeholder).not.toBe('');
      expect(result.fits, result.text).toBe(true);
      await expect(field).toHaveValue('');
    }
  });
}

test('on a phone the club sentence keeps the spacing of its lines', async ({ page }) => {
  await page.setViewportSize(viewports[0]);
  await page.goto(paths.publicProfile(me.documentId));
  await waitForContent(page);
  const club = page.getByTestId('club-place');
  // Not ranked yet (one fan): the sentence wraps over several lines on a phone, its link at the end.
  await expect(club.getByRole('link')).toBeVisible();
  const lines = await club.evaluate((p) => {
    const lineHeight = Number.parseFloat(getComputedStyle(p).lineHeight);
    const height = p.getBoundingClientRect().height;
    return { lineHeight, height, count: height / lineHeight };
  });
  // Every line as tall as the text's line height: no taller box (a link drawn as a block) spreads them apart.
  expect(lines.count).toBeGreaterThanOrEqual(2);
  expect(Math.abs(lines.count - Math.round(lines.count)) * lines.lineHeight, JSON.stringify(lines)).toBeLessThan(1);
  // The label of the favourite team stays on one line.
  const label = page.getByText(`${profileMessages.favouriteTeam}:`, { exact: true });
  const box = await label.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(24);
});
