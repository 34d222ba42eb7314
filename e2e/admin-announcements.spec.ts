import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { announcementMessages } from '../src/domain/announcement.schemas.ts';
import { paths } from '../src/domain/paths.ts';
import { announcementTexts, editorTexts } from '../src/web/features/admin-announcements/announcement-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { type Round, winnersAnnouncement } from './world.ts';

/** A round's winners' announcement already listed, and another round to give an announcement. */
let winners: { slug: string; round: Round };
let other: Round;

test.beforeAll(async ({ world }) => {
  winners = await winnersAnnouncement(world);
  other = await world.round();
});

interface StoredAnnouncement {
  documentId: string;
  title: string;
  slug: string;
  content: string;
  round: { name: string } | null;
}

/** Opens a back-office page already signed in as the admin. */
async function openAsAdmin(page: Page, request: APIRequestContext, path: string) {
  const token = await adminJwt(request);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [sessionKeys.adminToken, token]);
  await page.goto(path);
}

async function findBySlugPrefix(request: APIRequestContext, title: string): Promise<StoredAnnouncement | undefined> {
  const res = await request.get('/api/announcements', { params: { 'pagination[pageSize]': '100' } });
  expect(res.ok()).toBe(true);
  const list = ((await res.json()) as { data: StoredAnnouncement[] }).data;
  return list.find((a) => a.title === title);
}

test('the admin writes an announcement in the editor, edits it and deletes it', async ({ page, request }) => {
  await openAsAdmin(page, request, paths.admin.announcements);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.announcements })).toBeVisible();
  // The announcement of a finished round carries the round badge.
  await expect(page.getByText(`${adminMessages.containsResults} ${winners.round.name}`)).toBeVisible();
  await expect(page.getByText(`/${winners.slug}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: announcementTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: announcementTexts.addTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: announcementTexts.titleLabel, exact: true })).toHaveValue('');

  // The empty title is refused on the spot.
  await dialog.getByRole('button', { name: announcementTexts.save }).click();
  await expect(dialog.getByText(announcementMessages.titleRequired)).toBeVisible();

  const title = 'Câștigătorii Etapei 99!';
  await dialog.getByRole('textbox', { name: announcementTexts.titleLabel, exact: true }).fill(title);
  await expect(dialog.getByLabel(announcementTexts.slugLabel)).toHaveValue('castigatorii-etapei-99');

  const editor = dialog.getByRole('textbox', { name: announcementTexts.contentLabel });
  await expect(editor).toBeVisible();
  await expectAccessible(page, 'announcement editor');
  await editor.click();
  await dialog.getByRole('button', { name: editorTexts.heading(1) }).click();
  await expect(dialog.getByRole('button', { name: editorTexts.heading(1) })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Rezultatele etapei');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Felicitări campionilor');
  await page.keyboard.press('Shift+Control+ArrowLeft');
  await dialog.getByRole('button', { name: editorTexts.bold }).click();
  await expect(dialog.getByRole('button', { name: editorTexts.bold })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('h1')).toHaveText('Rezultatele etapei');
  await expect(editor.locator('p strong')).toHaveText('campionilor');

  // The bold mark stays on for what follows until it is switched off.
  await page.keyboard.press('End');
  await dialog.getByRole('button', { name: editorTexts.bold }).click();
  await expect(dialog.getByRole('button', { name: editorTexts.bold })).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' Vezi clasamentul');
  await page.keyboard.press('Shift+Control+ArrowLeft');
  // A script link is refused with the message and never reaches the document.
  page.once('dialog', (d) => void d.accept('javascript:alert(1)'));
  await dialog.getByRole('button', { name: editorTexts.link }).click();
  await expect(dialog.getByText(editorTexts.linkRefused)).toBeVisible();
  await expect(editor.locator('a')).toHaveCount(0);

  page.once('dialog', (d) => void d.accept('https://example.ro'));
  await dialog.getByRole('button', { name: editorTexts.link }).click();
  const link = editor.locator('a[href="https://example.ro"]');
  await expect(link).toHaveText('clasamentul');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(dialog.getByText(editorTexts.linkRefused)).toHaveCount(0);

  await dialog.getByRole('button', { name: announcementTexts.save }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^\/castigatorii-etapei-99(-\d+)?$/)).toBeVisible();
  await expect(card.getByText('Rezultatele etapei Felicitări campionilor Vezi clasamentul')).toBeVisible();

  const stored = await findBySlugPrefix(request, title);
  expect(stored).toBeDefined();
  expect(stored?.slug).toMatch(/^castigatorii-etapei-99(-\d+)?$/);
  expect(stored?.content).toContain('<h1>Rezultatele etapei</h1>');
  expect(stored?.content).toContain('<strong>campionilor</strong>');
  expect(stored?.content).toMatch(/<a [^>]*href="https:\/\/example\.ro"[^>]*>clasamentul<\/a>/);
  expect(stored?.content).toContain('rel="noopener noreferrer nofollow"');
  expect(stored?.content).not.toContain('javascript');

  // Edit: the form opens prefilled; the round badge follows the chosen round.
  await card.getByRole('button', { name: `${announcementTexts.edit}: ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: announcementTexts.editTitle });
  await expect(editDialog.getByRole('textbox', { name: announcementTexts.titleLabel, exact: true })).toHaveValue(title);
  await expect(editDialog.getByRole('textbox', { name: announcementTexts.contentLabel }).locator('strong')).toHaveText(
    'campionilor',
  );
  const newTitle = 'Câștigătorii Etapei 99 (actualizat)';
  await editDialog.getByRole('textbox', { name: announcementTexts.titleLabel, exact: true }).fill(newTitle);
  await editDialog.getByLabel(announcementTexts.roundLabel).selectOption({ label: other.name });
  await editDialog.getByRole('button', { name: announcementTexts.save }).click();
  await expect(editDialog).toBeHidden();
  const edited = page.getByRole('article').filter({ has: page.getByRole('heading', { name: newTitle }) });
  await expect(edited.getByText(`${adminMessages.containsResults} ${other.name}`)).toBeVisible();
  expect((await findBySlugPrefix(request, newTitle))?.round?.name).toBe(other.name);

  // Cancelling the confirmation keeps it; confirming deletes it.
  await edited.getByRole('button', { name: `${announcementTexts.delete}: ${newTitle}` }).click();
  const confirm = page.getByRole('dialog', { name: announcementTexts.deleteTitle });
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: `${announcementTexts.delete}: ${newTitle}` }).click();
  await confirm.getByRole('button', { name: announcementTexts.delete }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toHaveCount(0);
  expect(await findBySlugPrefix(request, newTitle)).toBeUndefined();
});

test('the announcements screen works on a phone and shows load failures', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsAdmin(page, request, paths.admin.announcements);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);

  await page.getByRole('button', { name: announcementTexts.add }).click();
  const dialog = page.getByRole('dialog', { name: announcementTexts.addTitle });
  await expect(dialog.getByRole('textbox', { name: announcementTexts.contentLabel })).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.route(
    (url) => url.pathname === '/api/announcements',
    (route) =>
      route.fulfill({
        status: 500,
        json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'x' } },
      }),
  );
  await page.reload();
  // A server failure is retried twice before the banner shows.
  await expect(page.getByRole('alert')).toHaveText(announcementTexts.loadFailed, { timeout: 10_000 });
});
