import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../../../domain/csv.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { csvClient } from '../../test/csv-client.ts';
import { createLeague, createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The exports: CSV downloads for Excel, formula injection escaped, in the columns the import reads back unchanged.

let ctx: TestContext;
let admin: TestUser;
let player: TestUser;
let csv: ReturnType<typeof csvClient>;
const NOW = new Date('2025-10-16T09:00:00Z');
const FORMULA_TEAM = '=HYPERLINK("http://rau.example","Clic")';

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  const league = await createLeague(ctx.db, NOW, 4);
  const evil = await createTeam(ctx.db, FORMULA_TEAM);
  const plus = await createTeam(ctx.db, '+40 FC');
  const round = await createRound(ctx.db, '@Etapa; "specială"');
  await createMatch(ctx.db, {
    roundId: round.id,
    team1Id: evil.id,
    team2Id: plus.id,
    date: new Date('2025-12-05T16:00:00Z'),
  });
  await createMatch(ctx.db, {
    roundId: round.id,
    team1Id: league.teams[0].id,
    team2Id: evil.id,
    date: new Date('2025-12-06T16:00:00Z'),
    team1FinalScore: 0,
    team2FinalScore: 3,
    finalCards: null,
    finalCorners: '2',
  });
  // Kickoffs as the results import stores them: the provider's, with seconds; two in the autumn's repeated hour.
  const [, b, c, d] = league.teams;
  for (const [home, away, date] of [
    [b, c, '2025-12-07T16:00:42.517Z'],
    [c, d, '2027-10-31T00:30:15Z'],
    [d, b, '2027-10-31T01:30:00Z'],
  ] as const) {
    const m = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: home.id,
      team2Id: away.id,
      date: new Date(date),
    });
    await ctx.db
      .update(matches)
      .set({ providerFixtureId: `${m.id}` })
      .where(eq(matches.id, m.id));
  }
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  player = await createUser(ctx, { username: 'ana' });
  csv = csvClient(ctx, admin.headers);
});
afterAll(() => ctx.close());

describe('GET /api/csv-exports/:kind', () => {
  test('a download for Excel: text/csv in UTF-8 with a BOM, as an attachment; admins only', async () => {
    const res = await csv.exportFile('matches');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="prezice-meciuri-2025-10-16.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toBe('\uFEFFetapa,gazde,oaspeti,data');
    expect((await csvClient(ctx, player.headers).exportFile('matches')).statusCode).toBe(403);
    expect((await csv.exportFile('teams')).statusCode).toBe(404);
  });

  test('formula injection is escaped: = + - @ cells start with an apostrophe', async () => {
    const body = (await csv.exportFile('results')).body;
    expect(body).toContain(`"'=HYPERLINK(""http://rau.example"",""Clic"")"`);
    expect(body).toContain("'+40 FC");
    expect(body).toContain(`"'@Etapa; ""specială"""`);
    expect(body).not.toMatch(/(^|,)[=+@-]/m);
    const lines = parseCsv(body).records.map((r) => r.cells);
    expect(lines[0]).toEqual([
      'etapa',
      'gazde',
      'oaspeti',
      'data',
      'scor gazde',
      'scor oaspeti',
      'cartonase',
      'cornere',
    ]);
    expect(lines).toContainEqual([
      `'@Etapa; "specială"`,
      'Echipa A',
      `'${FORMULA_TEAM}`,
      '06.12.2025 18:00',
      '0',
      '3',
      '',
      '2',
    ]);
    expect(lines).toContainEqual(['Etapa 1', 'Echipa A', 'Echipa B', '09.10.2025 12:00', '2', '1', '1', 'X']);
  });

  test('rounds: name, whether current, how many matches', async () => {
    const lines = parseCsv((await csv.exportFile('rounds')).body).records.map((r) => r.cells);
    expect(lines).toEqual([
      ['etapa', 'curenta', 'meciuri'],
      ['Etapa 1', 'nu', '2'],
      ['Etapa 2', 'da', '2'],
      [`'@Etapa; "specială"`, 'nu', '5'],
    ]);
  });

  test('round trip: an exported file imported again changes nothing, kickoffs with seconds and in the repeated hour included', async () => {
    const lines = parseCsv((await csv.exportFile('matches')).body).records.map((r) => r.cells);
    expect(lines).toContainEqual([`'@Etapa; "specială"`, 'Echipa B', 'Echipa C', '07.12.2025 18:00']);
    expect(lines).toContainEqual([`'@Etapa; "specială"`, 'Echipa C', 'Echipa D', '31.10.2027 03:30+03:00']);
    expect(lines).toContainEqual([`'@Etapa; "specială"`, 'Echipa D', 'Echipa B', '31.10.2027 03:30+02:00']);
    for (const [exportKind, importKind, count] of [
      ['matches', 'fixtures', 9],
      ['results', 'results', 9],
    ] as const) {
      const file = (await csv.exportFile(exportKind)).rawPayload;
      const p = await csv.preview(importKind, file);
      expect(p, exportKind).toMatchObject({
        errors: [],
        changes: [],
        newRounds: [],
        unchanged: count,
        canApply: false,
      });
      const apply = await csv.apply(p.id);
      expect(apply.statusCode).toBe(400);
      expect(apply.json().error.message).toBe('Fișierul nu schimbă nimic.');
    }
  });
});
