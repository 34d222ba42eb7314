import { formatDateTime } from '../src/domain/dates.ts';
import { count, nouns } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { siteStatsMessages } from '../src/web/features/site-stats/site-stats-messages.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';

interface SiteStats {
  players: number;
  predictionsThisRound: number;
  nextDeadline: string | null;
}

const numbers = new Intl.NumberFormat('ro-RO');

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the landing page shows the live figures of /api/site-stats', async ({ page }) => {
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site-stats');
      await page.goto(paths.home);
      const stats = ((await (await answer).json()) as { data: SiteStats }).data;

      const strip = page.getByTestId('site-stats');
      await expect(page.getByTestId('site-stats-players')).toHaveText(numbers.format(stats.players));
      await expect(page.getByTestId('site-stats-predictions')).toHaveText(numbers.format(stats.predictionsThisRound));
      // '1.234 de jucători', '5 predicții în etapa curentă': the number and its words, in Romanian.
      await expect(page.getByTestId('site-stats-players-count')).toHaveText(count(stats.players, nouns.players));
      await expect(page.getByTestId('site-stats-predictions-count')).toHaveText(
        `${count(stats.predictionsThisRound, nouns.predictions)} în etapa curentă`,
      );
      await expect(strip).toContainText(siteStatsMessages.nextDeadline);
      await expect(page.getByTestId('site-stats-deadline')).toHaveText(
        stats.nextDeadline ? formatDateTime(stats.nextDeadline) : siteStatsMessages.noDeadline,
      );

      expect(await hasNoHorizontalOverflow(page), 'the landing page scrolls sideways').toBe(true);
      await expectAccessible(page, 'landing page');
    });
  });
}

test('the figures are left out, not faked, when the call fails', async ({ page }) => {
  await page.route('**/api/site-stats', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"data":null,"error":{"status":500}}' }),
  );
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The skeleton goes away once the call has failed (after one retry), and nothing takes its place.
  await expect(page.getByRole('status', { name: siteStatsMessages.title })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('site-stats')).toHaveCount(0);
  await expect(page.getByText(/jucători|în etapa curentă/)).toHaveCount(0);
});
