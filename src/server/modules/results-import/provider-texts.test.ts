import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEAM_NAME_MAX_LENGTH } from '../../../domain/limits.ts';
import { teams } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { providerTeams } from '../../db/tables/results-import.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { REPLAY_FIXTURES } from '../../test/api-football-replay.ts';
import { CFR, FCSB, type ImportWorld, importWorld } from './results-import.world.ts';

// Every text of the provider's that becomes data (team names and logos, round names, its error messages) goes
// through the same cleaning and limits as an admin's input: no bidirectional or control character is stored, and a
// team the import creates can be saved unchanged in the back office.

let w: ImportWorld;
const LONG = `\u202E${'Fotbal Club Steaua București '.repeat(6)}\u202C`;
const BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

beforeAll(async () => {
  w = await importWorld();
});
afterAll(() => w.close());

describe("the provider's texts", () => {
  test('team names and the round: cleaned, within the limits; logos only http(s) addresses', async () => {
    expect(LONG.length).toBeGreaterThan(170);
    w.replay.teamNames = { [FCSB.id]: LONG, [CFR.id]: 'CFR\u200F Cluj\u0007\n' };
    w.replay.teamLogo = 'javascript:alert(1)';
    w.replay.roundName = `Regular Season\u2067 - 12\u2069`;
    await w.poll('new-fixtures');
    const seen = await w.ctx.db.select().from(providerTeams);
    for (const t of seen) {
      expect(t.name).not.toMatch(BIDI);
      expect(t.name.length).toBeLessThanOrEqual(TEAM_NAME_MAX_LENGTH);
      expect(t.logo).toBe('');
    }
    const fcsb = seen.find((t) => t.providerId === String(FCSB.id))!;
    expect(fcsb.name).toBe(
      LONG.replace(/[\u202E\u202C]/g, '')
        .slice(0, TEAM_NAME_MAX_LENGTH)
        .trim(),
    );
    expect(seen.find((t) => t.providerId === String(CFR.id))?.name).toBe('CFR Cluj');

    // Mapped to a new team of that name: the back office saves it unchanged.
    await w.mapAll();
    const [created] = await w.ctx.db
      .select()
      .from(teams)
      .where(eq(teams.providerId, String(FCSB.id)));
    expect(created.name).toBe(fcsb.name);
    const save = await w.ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${created.documentId}`,
      headers: w.admin.headers,
      payload: { data: { name: created.name } },
    });
    expect(save.statusCode, save.body).toBe(200);

    // The round the import creates: the cleaned provider round as ours.
    await w.poll();
    const [match] = await w.ctx.db
      .select({ round: rounds.name })
      .from(matches)
      .innerJoin(rounds, eq(rounds.id, matches.roundId))
      .where(eq(matches.providerFixtureId, String(REPLAY_FIXTURES[0])));
    expect(match.round).toBe('Etapa 12');
  });

  test("an admin's team name is cleaned as the provider's: the same raw name is stored the same", async () => {
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: w.admin.headers,
      payload: { data: { name: 'CFR\u200F Cluj\u0007\nAdmin' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('CFR Cluj Admin');
    const tooLong = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: w.admin.headers,
      payload: { data: { name: LONG } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Numele echipei poate avea cel mult 100 de caractere.');
  });

  test("the provider's error messages shown in the back office are cleaned and cut too", async () => {
    w.replay.once({
      status: 200,
      body: JSON.stringify({ errors: { token: `\u202Eevil\u0007 ${'x'.repeat(1_000)}` }, response: [] }),
    });
    const { data } = await w.api('POST', '/api/results-import/run');
    expect(data.error).toMatch(/^Furnizorul a refuzat cererea: evil x+$/);
    expect(data.error.length).toBeLessThan(400);
    expect((await w.status()).lastError).toBe(data.error);
  });
});
