import type { Locator, Page } from '@playwright/test';
import { adminMessages } from '../src/domain/admin-messages.ts';
import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { filePickerTexts } from '../src/web/components/file-picker.tsx';
import { communityPageMessages } from '../src/web/features/community/community-messages.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { e2eAdmin } from './e2e-env.ts';
import { chooserByKey } from './file-chooser.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';

// The Romanian file picker of the avatar, the post and the back office's images: never the browser's
// English 'Choose File / No file chosen'; the chosen file's name; a progress bar driven by the real upload;
// reachable and usable by keyboard with a visible focus ring.

const shots = 'test-results/shots';

// Each journey uploads, runs axe and takes four screenshots.
test.describe.configure({ timeout: 90_000 });
const widths = [390, 1280] as const;

// A 1×1 PNG: the server re-encodes it like any image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Holds POST /api/upload until release() (then it reaches the real server), so that the bar is seen. */
async function holdUploads(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/upload', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The native input is there for assistive technology and the keyboard, but takes no room on screen. */
async function expectNativeInputHidden(input: Locator) {
  const box = await input.boundingBox();
  expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
}

/**
 * Tab from the element before the picker in the page's tab order reaches the picker's input, whose visible button
 * then shows the focus ring. (A click on a heading would not do: the page's <main> takes focus on a click, and
 * Tab then starts from its first focusable element, wherever the picker is.)
 */
async function tabToPicker(page: Page, input: Locator, button: Locator) {
  // Retried while sections loaded after the page (the form chart, the slots) still replace what precedes it.
  await expect
    .poll(
      async () => {
        const before = await input.evaluate((el) => {
          const tabbable = [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
            ),
          ].filter((e) => e === el || (e.tabIndex >= 0 && e.getClientRects().length > 0));
          const previous = tabbable[tabbable.indexOf(el as HTMLElement) - 1];
          previous?.focus();
          return previous !== undefined && document.activeElement === previous;
        });
        if (!before) return 'no focusable element before the picker';
        await page.keyboard.press('Tab');
        return (await input.evaluate((el) => el === document.activeElement)) ? 'reached' : 'Tab went elsewhere';
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe('reached');
  const ring = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Enter on the focused input opens the browser's chooser; the file is picked there. */
async function chooseByKeyboard(page: Page, name: string) {
  await (await chooserByKey(page, 'Enter')).setFiles({ name, mimeType: 'image/png', buffer: png });
}

test('the avatar picker is Romanian, names the file, shows the upload progress and works by keyboard', async ({
  page,
  player,
}) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(paths.user);
  // The form chart above loads after the page and takes its height then: the clicks below wait for it.
  await expect(page.getByTestId('player-form')).toHaveAttribute('aria-busy', 'false');
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: profileMessages.avatarTitle }) });
  const input = form.getByLabel(profileMessages.avatarLabel);
  const button = form.getByText(filePickerTexts.choose, { exact: true });
  const save = form.getByRole('button', { name: profileMessages.avatarSave });

  await expect(button).toBeVisible();
  await expect(form.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expectNativeInputHidden(input);
  await expect(save).toBeDisabled();

  // A file that is not an image: refused, nothing chosen.
  await input.setInputFiles({ name: 'notite.txt', mimeType: 'text/plain', buffer: Buffer.from('nu e o imagine') });
  await expect(form.getByText(gameMessages.avatarNotImage)).toBeVisible();
  await expect(form.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  await tabToPicker(page, input, button);
  await chooseByKeyboard(page, 'avatarul-meu.png');
  await expect(form.getByText('avatarul-meu.png', { exact: true })).toBeVisible();
  await expect(form.getByText(filePickerTexts.none, { exact: true })).toHaveCount(0);
  await expect(save).toBeEnabled();
  await expectAccessible(page, 'avatar picker with a file');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Measured once the layout has followed the new width.
    await expect.poll(() => hasNoHorizontalOverflow(page)).toBe(true);
    await form.screenshot({ path: `${shots}/profile-avatar-chosen-${width}.png` });
  }

  // Save: the bar follows the real upload, then the avatar is set and the picker is empty again.
  const release = await holdUploads(page);
  await save.click();
  const progress = form.getByRole('progressbar', { name: profileMessages.uploading });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await form.screenshot({ path: `${shots}/profile-avatar-uploading-${width}.png` });
  }
  release();
  await expect(form.getByText(profileMessages.avatarSaved)).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(form.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
});

test('the post picker is Romanian, names the file, shows the upload progress and works by keyboard', async ({
  page,
  player,
}) => {
  const t = communityPageMessages;
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(paths.communityPosts);
  const composer = page.getByRole('form', { name: t.composerTitle });
  const input = composer.getByLabel(t.fileLabel);
  const button = composer.getByText(filePickerTexts.choose, { exact: true });
  await expect(button).toBeVisible();
  await expect(composer.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expectNativeInputHidden(input);

  const release = await holdUploads(page);
  await tabToPicker(page, input, button);
  await chooseByKeyboard(page, 'biletul-castigator.png');
  await expect(composer.getByText('biletul-castigator.png', { exact: true })).toBeVisible();
  const progress = composer.getByRole('progressbar', { name: t.uploading });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Measured once the layout has followed the new width.
    await expect.poll(() => hasNoHorizontalOverflow(page)).toBe(true);
    await composer.screenshot({ path: `${shots}/community-post-uploading-${width}.png` });
  }
  release();
  await expect(composer.getByText(t.uploaded)).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(composer.getByText('biletul-castigator.png', { exact: true })).toBeVisible();
  await expectAccessible(page, 'post picker with a file');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await composer.screenshot({ path: `${shots}/community-post-chosen-${width}.png` });
  }

  // Removing the file empties the picker again (the post is not published).
  await composer.getByRole('button', { name: t.removeFile }).click();
  await expect(composer.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expect(input).toBeFocused();
});

test("the back office's image field uses the same Romanian picker", async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  await page.goto(paths.admin.teams);
  await page.getByRole('main').getByRole('button', { name: adminMessages.addTeam }).click();
  const dialog = page.getByRole('dialog', { name: adminMessages.addTeam });
  const input = dialog.getByLabel('Emblemă');
  const button = dialog.getByText(filePickerTexts.choose, { exact: true });
  await expect(button).toBeVisible();
  await expect(dialog.getByText(filePickerTexts.none, { exact: true })).toBeVisible();
  await expectNativeInputHidden(input);

  await dialog.getByLabel('Numele echipei').fill('Echipa cu emblemă');
  // A chooser dismissed without a file (its input fires a bubbling 'cancel') leaves the form as it was.
  await input.dispatchEvent('cancel');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Numele echipei')).toHaveValue('Echipa cu emblemă');
  // Empty again, so that no key press below could save a team the other journeys would then see.
  await dialog.getByLabel('Numele echipei').fill('');

  await tabToPicker(page, input, button);
  await chooseByKeyboard(page, 'emblema-noua.png');
  await expect(dialog.getByText('emblema-noua.png', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Previzualizare emblemă' })).toBeVisible();
  await expectAccessible(page, 'team modal with a chosen emblem');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `${shots}/admin-team-emblem-chosen-${width}.png` });
  }
});
