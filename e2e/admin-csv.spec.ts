import { readFile } from 'node:fs/promises';
import { adminNav } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { csvTexts as t } from '../src/web/features/admin-csv/csv-texts.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { type Team, uniqueTag } from './world.ts';

// CSV in the back office: the admin uploads a fixtures file, sees the bad row by its line, fixes the file and
// applies it, and the matches appear; the exports download as CSV files for Excel.

let tag: string;
let teams: Team[];

const fixturesFile = (rows: string[]) => ({
  name: 'program.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFFetapa;gazde;oaspeti;data\r\n${rows.join('\r\n')}\r\n`),
});

test.beforeAll(async ({ world }) => {
  tag = uniqueTag();
  teams = await world.teams(4, `CSV ${tag}`);
});

test.beforeEach(async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
});

test('the admin uploads a fixtures file, sees the bad row by its line, fixes it and applies it', async ({
  page,
  request,
}) => {
  const round = `Etapa CSV ${tag}`;
  const [a, b, c, d] = teams.map((team) => team.name);
  await page.getByRole('link', { name: adminNav.csv, exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.csv);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.csv })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: t.kinds.fixtures })).toBeChecked();

  // Line 3 names a team that does not exist: the preview lists it, and there is nothing to apply.
  await main
    .getByLabel(t.file)
    .setInputFiles(
      fixturesFile([`${round};${a};${b};15.06.2030 19:00`, `${round};${c};Nimeni ${tag};15.06.2030 21:30`]),
    );
  await main.getByRole('button', { name: t.upload }).click();
  const bad = main.getByRole('region', { name: t.errorsTitle(1) });
  await expect(bad).toBeVisible();
  const row = bad.getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText('3');
  await expect(row).toContainText(`Echipa „Nimeni ${tag}” nu există.`);
  await expect(main.getByRole('button', { name: t.apply })).toHaveCount(0);
  await expectAccessible(page, 'CSV preview with a bad row');

  // The fixed file: two new matches in a new round, then one apply.
  await main
    .getByLabel(t.file)
    .setInputFiles(fixturesFile([`${round};${a};${b};15.06.2030 19:00`, `${round};${c};${d};15.06.2030 21:30`]));
  await main.getByRole('button', { name: t.upload }).click();
  const changes = main.getByRole('region', { name: t.changesTitle(2) });
  await expect(changes).toContainText(t.newRounds([round]));
  await expect(changes.getByText(t.actions.create)).toHaveCount(2);
  await expect(changes).toContainText(`${c} – ${d}`);
  await expect(main.getByRole('region', { name: t.errorsTitle(1) })).toHaveCount(0);
  await main.getByRole('button', { name: t.apply }).click();
  const done = main.getByRole('status').filter({ hasText: t.applied });
  await expect(done).toContainText(
    t.summary({
      roundsCreated: 1,
      matchesCreated: 2,
      kickoffsChanged: 0,
      resultsSaved: 0,
      corrections: 0,
      predictionsScored: 0,
    }),
  );
  await expect(done).toContainText('1 etapă nouă · 2 meciuri noi');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);

  const listed = await request.get(`/api/matches?filters[round][name][$eq]=${encodeURIComponent(round)}&sort=date`);
  const data = (await listed.json()).data as { date: string; team1: { name: string }; team2: { name: string } }[];
  expect(data.map((m) => [m.team1.name, m.team2.name, m.date])).toEqual([
    [a, b, '2030-06-15T16:00:00.000Z'],
    [c, d, '2030-06-15T18:30:00.000Z'],
  ]);
});

test('many unknown columns show 20 warnings and a count of the rest; a kickoff in the spring gap is refused by its line', async ({
  page,
}) => {
  await page.goto(paths.admin.csv);
  const main = page.getByRole('main');
  await expect(main.getByText(t.clockHelp)).toBeVisible();
  const [a, b, c, d] = teams.map((team) => team.name);
  const extra = Array.from({ length: 35 }, (_, i) => `nota${i}`);
  const round = `Etapa ceas ${tag}`;
  await main.getByLabel(t.file).setInputFiles({
    name: 'program.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `etapa;gazde;oaspeti;data;${extra.join(';')}\r\n${round};${a};${b};28.03.2027 03:30\r\n${round};${c};${d};31.10.2027 03:30+02:00\r\n`,
    ),
  });
  await main.getByRole('button', { name: t.upload }).click();
  const warnings = main.getByRole('region', { name: t.warnings });
  await expect(warnings.getByRole('listitem')).toHaveCount(21);
  await expect(warnings.getByRole('listitem').last()).toHaveText('și încă 15 avertismente de acest fel.');
  const bad = main.getByRole('region', { name: t.errorsTitle(1) });
  const row = bad.getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toHaveText('2');
  await expect(row).toContainText('Ora 03:30 din 28.03.2027 nu există în România');
  await expect(main.getByRole('region', { name: t.changesTitle(1) })).toContainText(`${c} – ${d}`);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
});

test('the exports download as CSV files for Excel, in the columns the import reads', async ({ page }) => {
  await page.goto(paths.admin.csv);
  const main = page.getByRole('main');
  for (const [kind, header] of [
    ['matches', 'etapa,gazde,oaspeti,data'],
    ['results', 'etapa,gazde,oaspeti,data,scor gazde,scor oaspeti,cartonase,cornere'],
    ['rounds', 'etapa,curenta,meciuri'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: t.exports[kind] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^prezice-(meciuri|rezultate|etape)-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.startsWith(`\uFEFF${header}\r\n`), kind).toBe(true);
    if (kind !== 'rounds') expect(text).toContain(teams[0].name);
  }
});
