import type { APIRequestContext, Page } from '@playwright/test';
import { contentMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { announcementPageMessages } from '../src/web/features/announcements/announcement-messages.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { uniqueTag, winnersAnnouncement } from './world.ts';

interface ApiAnnouncement {
  slug: string;
  content: string;
  round: { name: string; winners: { currentPoints: number; prize: string; user: { username: string } }[] } | null;
}

/** The winners' announcement of a played round, and three announcements without a round, the newest first. */
let winners: { title: string; slug: string; round: { name: string } };
let bonusSlug: string;
const tag = uniqueTag();
const inOrder = ['Cum a prezis comunitatea etapa curentă', 'Bonusul echipei favorite', 'Bine ai venit pe Prezice!'].map(
  (title) => `${title} ${tag}`,
);

test.beforeAll(async ({ world }) => {
  winners = await winnersAnnouncement(world);
  await world.announcement(inOrder[2], '<p>Bine ai venit! Prezice scorurile etapei.</p>');
  bonusSlug = (await world.announcement(inOrder[1], '<p>Echipa favorită aduce 30 de puncte.</p>')).slug;
  await world.announcement(inOrder[0], '<p>Vezi ce au ales ceilalți jucători la meciurile etapei.</p>');
});

async function bySlug(request: APIRequestContext, slug: string): Promise<ApiAnnouncement> {
  const res = await request.get('/api/announcements', { params: { 'filters[slug][$eq]': slug } });
  expect(res.ok()).toBe(true);
  const [first] = ((await res.json()) as { data: ApiAnnouncement[] }).data;
  expect(first, `announcement ${slug}`).toBeDefined();
  return first;
}

const isDetailCall = (url: URL) => url.pathname === '/api/announcements' && url.searchParams.has('filters[slug][$eq]');
const isListCall = (url: URL) => url.pathname === '/api/announcements' && !url.searchParams.has('filters[slug][$eq]');

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the archive lists the announcements newest first, with their dates, round notes and links', async ({ page }) => {
  await page.goto(paths.announcements);
  await expect(page).toHaveTitle(/^Arhivă Anunțuri \| Prezice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentMessages.announcementsHeading);
  await expect(page.getByText(contentMessages.announcementsIntro)).toBeVisible();
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /anunțuri, Prezice, Liga 1/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Anunțurile Prezice/);

  const winnersCard = cards(page).filter({ has: page.getByRole('heading', { name: winners.title }) });
  await expect(winnersCard).toBeVisible();
  await expect(winnersCard.getByText(`${contentMessages.roundWinnersNote} ${winners.round.name}`)).toBeVisible();
  for (const title of inOrder) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText(contentMessages.publishedAt)).toBeVisible();
    await expect(card.getByText(contentMessages.roundWinnersNote)).toHaveCount(0);
    const link = card.getByRole('link', { name: announcementPageMessages.readMoreAbout(title) });
    await expect(link).toHaveText(contentMessages.readMore);
  }
  // The body is not in the list.
  await expect(page.getByText('Vezi ce au ales ceilalți jucători')).toHaveCount(0);

  // Newest first: the dates descend, and the three keep their order.
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
  expect(dates.length).toBeGreaterThanOrEqual(4);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const titles = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.filter((t) => inOrder.includes(t))).toEqual(inOrder);
  // Romanian date and time: day, long month, year, hour and minute.
  await expect(cards(page).locator('time').first()).toHaveText(
    /^\d{1,2} (ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie) \d{4}( la|,) \d{2}:\d{2}$/,
  );

  // The trailing-slash address is the same archive.
  await page.goto('/announcements/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentMessages.announcementsHeading);
  await expect(winnersCard).toBeVisible();
});

test('the archive shows its loading, empty and failure states', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => isListCall(url),
    async (route) => {
      await held;
      await route.fulfill({ json: { data: [], meta: {} } });
    },
  );
  await page.goto(paths.announcements);
  await expect(page.getByRole('status')).toHaveText(contentMessages.loading);
  release();
  await expect(page.getByText(contentMessages.noAnnouncements)).toBeVisible();

  await page.unroute((url) => isListCall(url));
  await page.route(
    (url) => isListCall(url),
    (route) => route.fulfill({ json: { meta: {} } }),
  );
  await page.reload();
  await expect(page.getByText(contentMessages.noAnnouncements)).toBeVisible();

  await page.unroute((url) => isListCall(url));
  await page.route(
    (url) => isListCall(url),
    (route) =>
      route.fulfill({ status: 500, json: { data: null, error: { status: 500, name: 'InternalServerError' } } }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: contentMessages.announcementsFailed });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.locator('svg')).toBeVisible();
  // No retry.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page).toHaveTitle(contentMessages.announcementsHeading);
});

test('an announcement of a round shows its content and the winners; the old address redirects', async ({
  page,
  request,
}) => {
  const { slug } = winners;
  const stored = await bySlug(request, slug);
  expect(stored.round?.winners.length).toBeGreaterThan(0);

  await page.goto(paths.announcements);
  await cards(page)
    .getByRole('link', { name: announcementPageMessages.readMoreAbout(winners.title) })
    .click();
  await expect(page).toHaveURL(paths.announcement(slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winners.title);
  await expect(page).toHaveTitle(`${winners.title} | Prezice`);
  await expect(page.getByText(contentMessages.publishedAt)).toBeVisible();
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);

  const section = page.getByRole('region', { name: announcementPageMessages.winnersHeading(winners.round.name) });
  for (const winner of stored.round?.winners ?? []) {
    const item = section.getByRole('listitem').filter({ hasText: winner.user.username });
    await expect(item.getByRole('link', { name: winner.user.username })).toHaveAttribute(
      'href',
      /^\/user\/[a-z0-9]{24}$/,
    );
    await expect(item).toContainText(announcementPageMessages.points(winner.currentPoints));
    await expect(item).toContainText(winner.prize);
  }

  await page.getByRole('link', { name: announcementPageMessages.backToAnnouncements }).click();
  await expect(page).toHaveURL(paths.announcements);

  // /announcements/{slug} is the other reading of the detail address: a permanent redirect.
  const res = await request.get(`/announcements/${slug}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(paths.announcement(slug));
  await page.goto(`/announcements/${slug}`);
  await expect(page).toHaveURL(paths.announcement(slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winners.title);

  // The server writes the announcement into the page's Open Graph tags.
  const html = await (await request.get(paths.announcement(slug))).text();
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${winners.title} \\| Prezice">`));
});

/** What Playwright logs in the page when it refuses a service worker's registration. */
const SW_BLOCKED_NOTICE = 'Service Worker registration blocked by Playwright';

test('links open in a new tab and stored markup never runs', async ({ page, context, world }) => {
  const created = await world.announcement(
    `Anunț cu legătură ${uniqueTag()}`,
    '<p>Vezi <a href="https://example.ro">site</a></p>' +
      '<p>Text sigur</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
      '<p onclick="alert(3)">apasă</p><a href="javascript:alert(4)">rău</a>',
  );
  const dialogs: string[] = [];
  const consoleMessages: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => {
    // Playwright's own notice: these specs block service workers (playwright.config.ts), so the app's worker is refused.
    if (m.text() === SW_BLOCKED_NOTICE) return;
    consoleMessages.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(paths.announcement(created.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
  await expect(page.getByText('Text sigur')).toBeVisible();
  const content = page.getByTestId('announcement-content');
  await expect(content.locator('script, img, [onclick], [onerror]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
  await page.getByText('apasă').click();

  const link = content.getByRole('link', { name: 'site' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  expect(tab).not.toBe(page);
  await tab.close();

  expect(dialogs).toEqual([]);
  expect(consoleMessages).toEqual([]);
  expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
});

test('the browser drops markup a tampered answer would bring', async ({ page, consoleGuard }) => {
  const slug = bonusSlug;
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route(
    (url) => isDetailCall(url),
    async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: ApiAnnouncement[] };
      body.data[0].content =
        '<h1>Titlu</h1><p>Curat</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
        '<iframe src="javascript:alert(3)"></iframe><p style="color:red" onmouseover="alert(4)">stil</p>' +
        '<a href="javascript:alert(5)" target="_self">rău</a><svg><script>alert(6)</script></svg>';
      await route.fulfill({ response: res, json: body });
    },
  );
  await page.goto(paths.announcement(slug));
  const content = page.getByTestId('announcement-content');
  await expect(content.getByText('Curat')).toBeVisible();
  // The content's h1 moves under the page's own h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(content.getByRole('heading', { level: 2, name: 'Titlu' })).toBeVisible();
  await expect(content.locator('script, img, iframe, svg, [style], [onmouseover], [onerror]')).toHaveCount(0);
  const bad = content.getByText('rău');
  await expect(bad).not.toHaveAttribute('href', /.+/);
  await expect(bad).toHaveAttribute('target', '_blank');
  await page.getByText('stil').hover();
  expect(dialogs).toEqual([]);

  // Chromium checks every on* attribute against the CSP while parsing, even into the inert document
  // the sanitizer reads, and reports it as blocked: that is the CSP refusing it, nothing ran (no
  // dialog above). Those reports, and only those, are expected from this tampered answer.
  const handlerReport = (v: (typeof consoleGuard.cspViolations)[number]) =>
    v.directive === 'script-src-attr' || /inline event handler/.test(v.text ?? '');
  // Two handlers (onerror, onmouseover): each is reported as an event and on the console, asynchronously.
  for (const source of ['event', 'console'] as const) {
    await expect
      .poll(() => consoleGuard.cspViolations.filter((v) => v.source === source).length)
      .toBeGreaterThanOrEqual(2);
  }
  expect(consoleGuard.cspViolations.filter((v) => !handlerReport(v))).toEqual([]);
  consoleGuard.cspViolations.splice(0);
});

test('an unknown slug and a failed load show their messages', async ({ page }) => {
  await page.goto(paths.announcement('nu-exista-acest-anunt'));
  await expect(page.getByRole('alert')).toHaveText(contentMessages.announcementNotFound);
  await expect(page.getByRole('link', { name: announcementPageMessages.backToAnnouncements })).toBeVisible();
  await expectAccessible(page, 'unknown announcement');

  await page.route(
    (url) => isDetailCall(url),
    (route) => route.fulfill({ status: 400, json: { data: null, error: { status: 400, name: 'ValidationError' } } }),
  );
  await page.goto(paths.announcement('bonusul-echipei-favorite'));
  await expect(page.getByRole('alert')).toHaveText(contentMessages.announcementFailed);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`both pages are accessible and fit at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.announcements);
    await expect(cards(page).first()).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page, 'announcements archive');

    // Keyboard: the first 'Citește mai mult' is reachable and opens its announcement.
    const first = cards(page).first().getByRole('link');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/announcement\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(paths.announcement(winners.slug));
    await expect(
      page.getByRole('region', { name: announcementPageMessages.winnersHeading(winners.round.name) }),
    ).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page, 'announcement with winners');
  });
}
