import type { Correction } from '../src/domain/corrections.schemas.ts';
import { paths } from '../src/domain/paths.ts';
import { importFailures } from '../src/domain/results-import.schemas.ts';
import {
  type ApiFootballReplay,
  REPLAY_FIXTURES,
  REPLAY_TEAMS,
  startApiFootballReplay,
} from '../src/server/test/api-football-replay.ts';
import { importTexts } from '../src/web/features/admin-import/import-texts.ts';
import { useSession } from './a11y-helpers.ts';
import { e2eReplayPort } from './e2e-env.ts';
import { adminJwt, expect, expectAccessible, test } from './fixtures.ts';
import { bearer } from './world.ts';

// The results import end to end against the replaying provider: the admin maps the provider's unknown teams and
// imports, the new fixtures appear on /matches, a result arrives and scores the player's prediction, then the
// provider's correction is applied by the import, with its entry in the public log and its re-score.

let replay: ApiFootballReplay;
test.beforeAll(async () => {
  replay = await startApiFootballReplay({ port: e2eReplayPort });
});
test.afterAll(async () => {
  await replay.close();
});

test('the admin imports fixtures, a result and its correction from the provider', async ({
  page,
  context,
  request,
  world,
  player,
}) => {
  test.setTimeout(90_000);
  const jwt = await adminJwt(request);
  await useSession(page, { user: player });
  const admin = await context.newPage();
  await useSession(admin, { adminJwt: jwt });
  await admin.goto(paths.admin.resultsImport);
  await expect(admin.getByRole('heading', { level: 1, name: 'Import rezultate' })).toBeVisible();
  await expect(admin.getByText('API-Football · Pornit')).toBeVisible();
  const runNow = admin.getByRole('button', { name: 'Importă acum' });
  const summary = admin.getByTestId('import-summary');

  // The first import: the provider's teams are unknown, their fixtures wait.
  await runNow.click();
  await expect(summary).toContainText('2 meciuri la furnizor');
  await expect(summary).toContainText('2 meciuri așteaptă echipe');
  await expectAccessible(admin, 'the import with unknown teams');

  // The admin maps each team to a new team of its name.
  const teams = admin.getByRole('region', { name: 'Echipe necunoscute' });
  for (const team of REPLAY_TEAMS) {
    const select = teams.getByLabel(`Echipa noastră pentru ${team.name}`);
    await select.selectOption({ label: `Creează echipa „${team.name}”` });
    await select.locator('xpath=ancestor::form').getByRole('button', { name: 'Asociază' }).click();
    await expect(select).toHaveCount(0);
  }
  await expect(teams.getByText('Toate echipele furnizorului sunt asociate.')).toBeVisible();

  // The next import creates the matches, in the round named as ours ("Etapa 12").
  await runNow.click();
  await expect(summary).toContainText('2 meciuri create');
  const rounds = await request.get('/api/rounds?filters[name][$eq]=Etapa 12');
  const round = (await rounds.json()).data[0] as { documentId: string; name: string };
  await world.makeCurrent(round);
  const matchesRes = await request.get(`/api/matches?filters[round][documentId][$eq]=${round.documentId}&sort=date`);
  const imported = (await matchesRes.json()).data as { documentId: string; team1: { name: string } }[];
  const first = imported.find((m) => m.team1.name === REPLAY_TEAMS[0].name)!;
  expect(first).toBeTruthy();
  await world.predict(player, { documentId: first.documentId } as never, { score: [2, 1] });

  await page.goto(paths.matches);
  const title = `${REPLAY_TEAMS[0].name} – ${REPLAY_TEAMS[1].name}`;
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: `${REPLAY_TEAMS[2].name} – ${REPLAY_TEAMS[3].name}` })).toBeVisible();

  // The fixture finishes at the provider: the import sets the result, the exact score earns its points.
  replay.scenario = 'finished';
  await runNow.click();
  await expect(summary).toContainText('1 rezultat nou');
  await page.reload();
  await expect(card.getByText('Scor: 2 - 1')).toBeVisible();
  const points = async () => {
    const res = await request.get(`/api/predictions?filters[match][documentId][$eq]=${first.documentId}`, {
      headers: bearer(player.jwt),
    });
    return ((await res.json()).data as { type: string; points: number | null }[]).find((p) => p.type === 'score')
      ?.points;
  };
  expect(await points()).toBe(100);

  // The provider corrects it (2-2): the import applies the correction, logs it and re-scores.
  replay.scenario = 'corrected';
  await runNow.click();
  await expect(summary).toContainText('1 corectură');
  // 2-1 against 2-2: no longer exact, the outcome missed; the home side's goals still earn their 30.
  expect(await points()).toBe(30);
  const log = await request.get(`/api/result-corrections?match=${first.documentId}`);
  const entries = (await log.json()).data as Correction[];
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    old: { team1: 2, team2: 1 },
    new: { team1: 2, team2: 2 },
    by: { kind: 'import', provider: 'API-Football' },
    reason: 'Rezultat actualizat de furnizorul de date (API-Football).',
    rescored: 1,
  });
  expect(entries[0].pointsMoved).toBeGreaterThanOrEqual(70);
  await page.reload();
  await expect(card.getByText('Scor: 2 - 2')).toBeVisible();
  expect(replay.requests.every((r) => r.key !== undefined)).toBe(true);
  expect(replay.requests.filter((r) => r.path === '/fixtures/statistics').map((r) => r.query)).toContain(
    `?fixture=${REPLAY_FIXTURES[0]}`,
  );
});

test('a failed import and a failed read each say their error once, at 1280 and 390 px', async ({ page, request }) => {
  await useSession(page, { adminJwt: await adminJwt(request) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.admin.resultsImport);
  const main = page.getByRole('main');
  const message = importFailures.http(500);
  replay.once({ status: 500, body: '{}' });
  const ran = page.waitForResponse((r) => r.url().endsWith('/api/results-import/run'));
  await main.getByRole('button', { name: 'Importă acum' }).click();
  expect((await (await ran).json()).data).toMatchObject({ ran: true, error: message });
  // The last run's rows say it; the run's answer does not say it again.
  await expect(main.getByText(message, { exact: true })).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(main.getByText(message)).toHaveCount(1);
    expect(await main.getByText(/Furnizorul a răspuns cu eroarea HTTP/).count()).toBe(1);
  }

  // Every read of the screen failing: one banner, not one per card.
  await page.route('**/api/results-import/**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await page.route('**/api/teams?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  const banner = main.getByRole('alert');
  await expect(banner).toHaveText(importTexts.loadFailed, { timeout: 15_000 });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(main.getByText(importTexts.loadFailed)).toHaveCount(1);
    await expect(banner).toHaveCount(1);
  }
});
