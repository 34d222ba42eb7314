import { paths } from '../src/domain/paths.ts';
import { calendarMessages as c } from '../src/web/features/calendar/calendar-messages.ts';
import { picksMessages as p } from '../src/web/features/picks/picks-messages.ts';
import { useSession } from './a11y-helpers.ts';
import { expect, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { currentRound } from './world.ts';

// The calendar dialog gives a feed that calendar apps can fetch (and a new link retires the old one); after a
// match's deadline the player shares their pick: the link copied leads to a page with Open Graph tags and its card.

const HOUR = 3_600_000;
const shot = (name: string) => test.info().outputPath(name);

test('the calendar dialog gives a working private feed; a new link retires the old one', async ({
  page,
  world,
  player,
}) => {
  const { open } = await currentRound(world, { open: 1, closed: 1 });
  await useSession(page, { user: player });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.matches);
  await page.getByRole('button', { name: c.open }).click();
  const dialog = page.getByRole('dialog', { name: c.title });
  const field = dialog.getByLabel(c.linkLabel);
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.screenshot({ path: shot('calendar-dialog-390.png') });
  const url = await field.inputValue();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain('BEGIN:VCALENDAR\r\n');
  expect(body).toContain(`UID:match-${open[0].documentId}@`);
  expect(body).toContain('BEGIN:VALARM');
  const webcal = url.replace(/^https?:/, 'webcal:');
  await expect(dialog.getByRole('link', { name: c.subscribe })).toHaveAttribute('href', webcal);
  await expect(dialog.getByRole('link', { name: new RegExp(c.google) })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  );

  await dialog.getByRole('button', { name: c.regenerate }).click();
  await expect(dialog.getByText(c.confirmText)).toBeVisible();
  await dialog.getByRole('button', { name: c.confirm }).click();
  await expect(dialog.getByText(c.regenerated)).toBeVisible();
  const fresh = await field.inputValue();
  expect(fresh).not.toBe(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(fresh)).status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('calendar-dialog-1280.png') });
});

test('a visitor is invited to log in to add the calendar', async ({ page, world }) => {
  await currentRound(world, { open: 1, closed: 0 });
  await page.goto(paths.matches);
  await page.getByRole('link', { name: c.loginToAdd }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmatches$/);
});

test('after the deadline the player shares their pick: the link leads to its page, tags and card', async ({
  page,
  context,
  world,
  player,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The share sheet is the phone's: here the fallback (copy, WhatsApp, Facebook) is what is checked.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const { open } = await currentRound(world, { open: 2, closed: 0 });
  const [match, other] = open;
  await world.predict(player, match, { score: [2, 1] });
  await world.predict(player, match, { cards: 'X' });
  await world.predict(player, other, { score: [0, 0] });
  // The kickoff moves to an hour from now: the deadline (2 h before) has passed.
  await world.send('PUT', `/api/matches/${match.documentId}`, { data: { date: new Date(Date.now() + HOUR) } });

  // Before the deadline nothing is public.
  expect((await page.request.get(`/api/picks/${player.username}/${other.documentId}`)).status()).toBe(404);

  await useSession(page, { user: player });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: `${match.team1.name} – ${match.team2.name}` });
  const share = card.getByRole('button', { name: p.share });
  await expect(share).toBeVisible();
  await expect(
    page.getByRole('article', { name: `${other.team1.name} – ${other.team2.name}` }).getByRole('button', {
      name: p.share,
    }),
  ).toHaveCount(0);
  await share.click();
  await expect(card.getByText(p.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(paths.pick(player.username, match.documentId));
  await expect(card.getByRole('link', { name: new RegExp(p.whatsApp) })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('share-button-390.png') });

  // The page as a messaging app reads it: Open Graph tags naming the card.
  const html = await (await page.request.get(link)).text();
  const og = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1];
  expect(og('og:title')).toContain(`Predicția lui ${player.username}`);
  expect(og('og:url')).toBe(link);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  const image = og('og:image') ?? '';
  const png = await page.request.get(image);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  await test.info().attach('pick-card.png', { body: await png.body(), contentType: 'image/png' });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(player.username) })).toBeVisible();
  const img = page.getByRole('img', { name: new RegExp(`Cardul predicției lui ${player.username}`) });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1200);
  await expect(page.getByText('2-1', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('pick-page-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('pick-page-1280.png'), fullPage: true });
  await page.goto(paths.matches);
  await page.getByRole('article', { name: `${match.team1.name} – ${match.team2.name}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('share-button-1280.png') });
});
