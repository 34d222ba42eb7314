import type { Page } from '@playwright/test';
import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { announcementTexts, editorTexts } from '../src/web/features/admin-announcements/announcement-texts.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, loginAs, test } from './fixtures.ts';
import { currentRound, type Match, type Player } from './world.ts';

/** The player, who made all three predictions of an open match; a match past its deadline. */
let player: Player;
let closed: Match;

// Also enough players and matches for a second page of the leaderboard and of the admin's matches.
test.beforeAll(async ({ world }) => {
  player = await world.player();
  for (let i = 0; i < 10; i++) await world.player();
  const round = await currentRound(world, { open: 1, closed: 1 });
  closed = round.closed[0];
  const open = round.open[0];
  await world.predict(player, open, { score: [2, 1] });
  await world.predict(player, open, { cards: '1' });
  await world.predict(player, open, { corners: 'X' });
  for (let i = 0; i < 9; i++) {
    await world.match(round.round, open.team1, open.team2, new Date(Date.now() + (3 + i) * 86_400_000));
  }
});

// Disabled controls stay readable: their text has at least 4.5:1 against their own background, and they
// still look unlike enabled ones (their own neutral background, a not-allowed cursor). axe's color-contrast
// rule skips disabled elements, so the contrast is computed here from the rendered styles: the text colour
// over the stacked backgrounds, with every opacity on the way applied.

const shots = 'test-results/shots';

interface Seen {
  name: string;
  disabled: boolean;
  contrast: number;
  cursor: string;
  background: string;
}

/**
 * Every visible button (and every control drawn for a hidden input: the 1/X/2 picks, the file picker)
 * with its contrast, cursor and the background it is drawn on.
 */
function readControls(): Seen[] {
  type Rgba = [number, number, number, number];
  // Tailwind 4 writes oklch() colours, which getComputedStyle keeps: a canvas turns any CSS colour into sRGB.
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const parse = (css: string): Rgba => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const c = [r, g, b].map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  /** What is painted behind `el`: the backgrounds of its ancestors, the page's white at the bottom. */
  const behind = (el: Element): Rgba => {
    const chain: Element[] = [];
    for (let p = el.parentElement; p; p = p.parentElement) chain.unshift(p);
    let colour: Rgba = [255, 255, 255, 1];
    for (const p of chain) {
      const s = getComputedStyle(p);
      const own = parse(s.backgroundColor);
      colour = over([own[0], own[1], own[2], own[3] * Number(s.opacity)], colour);
    }
    return colour;
  };
  /** The product of the opacities of `el` and its ancestors. */
  const opacityOf = (el: Element) => {
    let o = 1;
    for (let p: Element | null = el; p; p = p.parentElement) o *= Number(getComputedStyle(p).opacity);
    return o;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && getComputedStyle(el).visibility !== 'hidden';
  };

  const controls: { el: Element; disabled: boolean }[] = [];
  for (const el of document.querySelectorAll('button, a[aria-disabled]')) {
    if (!visible(el)) continue;
    // :disabled, not .disabled: a control inside a disabled fieldset is disabled without its own attribute.
    const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
    controls.push({ el, disabled });
  }
  // Drawn controls: the element right after a visually hidden radio or file input is what shows.
  for (const input of document.querySelectorAll('input[type="radio"], input[type="file"]')) {
    const drawn = input.nextElementSibling;
    if (drawn && visible(drawn)) controls.push({ el: drawn, disabled: input.matches(':disabled') });
  }

  return controls.map(({ el, disabled }) => {
    const s = getComputedStyle(el);
    const under = behind(el);
    const alpha = opacityOf(el);
    const own = parse(s.backgroundColor);
    const face = over([own[0], own[1], own[2], own[3] * alpha], under);
    const ink = parse(s.color);
    const text = over([ink[0], ink[1], ink[2], ink[3] * alpha], face);
    return {
      name: (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60),
      disabled,
      contrast: Math.round(ratio(text, face) * 100) / 100,
      cursor: s.cursor,
      background: `rgb(${face.slice(0, 3).map(Math.round).join(', ')})`,
    };
  });
}

/** The page's disabled controls are readable and look unlike its enabled ones; `expected` must be among them. */
async function expectReadableDisabled(page: Page, expected: (string | RegExp)[], label: string) {
  const seen = await page.evaluate(readControls);
  const disabled = seen.filter((c) => c.disabled);
  for (const name of expected) {
    expect(
      disabled.some((c) => (typeof name === 'string' ? c.name === name : name.test(c.name))),
      `${label}: a disabled '${name}' (saw ${JSON.stringify(disabled.map((c) => c.name))})`,
    ).toBe(true);
  }
  const enabledBackgrounds = new Set(seen.filter((c) => !c.disabled).map((c) => c.background));
  for (const c of disabled) {
    expect(c.contrast, `${label}: '${c.name}' text contrast`).toBeGreaterThanOrEqual(4.5);
    expect(c.cursor, `${label}: '${c.name}' cursor`).toBe('not-allowed');
    expect(enabledBackgrounds.has(c.background), `${label}: '${c.name}' looks like an enabled control`).toBe(false);
  }
}

test('disabled controls of the public pages are readable and still look disabled', async ({ page }) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto(paths.matches);
  const done = page.getByRole('button', { name: gameMessages.allPredictionsDone });
  await expect(done.first()).toBeDisabled();
  await expectReadableDisabled(page, [gameMessages.allPredictionsDone], 'matches');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await done.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/disabled-matches-${width}.png` });
  }

  // A match past its deadline: the whole form is disabled, the 1/X/2 picks and Save included.
  await page.goto(paths.predict(closed.documentId));
  await expect(page.getByRole('button', { name: /Salvează/ })).toBeDisabled();
  await expectReadableDisabled(page, [/Salvează/, '1', 'X', '2'], 'predict, closed');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${shots}/disabled-predict-closed-${width}.png`, fullPage: true });
  }

  await page.goto(paths.user);
  const save = page.getByRole('button', { name: profileMessages.avatarSave, exact: true });
  await expect(save).toBeDisabled();
  await expectReadableDisabled(page, [profileMessages.avatarSave], 'profile');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await save.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/disabled-profile-save-${width}.png` });
  }

  await page.goto(`${paths.leaderboard}?sortBy=points`);
  await expect(page.getByRole('button', { name: /Anterior/ })).toBeDisabled();
  await expectReadableDisabled(page, [/Anterior/], 'leaderboard');
});

test('disabled controls of the back office are readable and still look disabled', async ({ page, request }) => {
  const token = await adminJwt(request);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [sessionKeys.adminToken, token]);

  await page.goto(paths.admin.matches);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expectReadableDisabled(page, ['Anterior'], 'admin matches');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Anterior' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/disabled-admin-pagination-1280.png` });

  await page.goto(paths.admin.announcements);
  await page.getByRole('button', { name: announcementTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: announcementTexts.addTitle });
  await expect(dialog.getByRole('button', { name: editorTexts.undo })).toBeDisabled();
  await expectReadableDisabled(page, [editorTexts.undo, editorTexts.redo], 'announcement editor');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `${shots}/disabled-admin-editor-${width}.png` });
  }
});
