import { formatDateTime } from '../src/domain/dates.ts';
import type { Match } from '../src/domain/match.schemas.ts';
import { paths } from '../src/domain/paths.ts';
import { expect, test } from './fixtures.ts';
import { currentRound } from './world.ts';

// A browser in New York still sees every kickoff and deadline in Romania's time (the official time),
// and the instants the page shows are the server's.
test.use({ timezoneId: 'America/New_York' });

test.beforeAll(async ({ world }) => {
  await currentRound(world, { open: 2, closed: 1 });
});

test('the matches list shows kickoffs and deadlines in Bucharest time from a New York browser', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/matches?filters[round][current][$eq]=true&sort=date:asc');
  const matches = (await res.json()).data as Match[];
  expect(matches.length).toBeGreaterThan(0);
  await page.goto(paths.matches);
  const times = page.locator('article time');
  await expect(times.first()).toBeVisible();
  const shown = await times.evaluateAll((els) => els.map((e) => [e.getAttribute('datetime'), e.textContent?.trim()]));
  for (const m of matches) {
    for (const instant of [m.date, m.deadline]) {
      const entry = shown.find(([iso]) => iso && new Date(iso).getTime() === new Date(instant).getTime());
      expect(entry, `${m.documentId} ${instant}`).toBeDefined();
      expect(entry?.[1]).toBe(formatDateTime(instant));
    }
  }
  // The browser's own zone really is New York: the same instant reads differently there.
  const local = await page.evaluate(
    (iso) => new Date(iso).toLocaleString('ro-RO', { hour: '2-digit', minute: '2-digit' }),
    matches[0].date,
  );
  expect(formatDateTime(matches[0].date)).not.toContain(local);
});
