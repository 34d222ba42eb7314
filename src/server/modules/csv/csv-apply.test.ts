import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import { formatKickoff } from '../../../domain/csv-kickoff.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { saveMatch } from '../../test/actions.ts';
import { csvClient } from '../../test/csv-client.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The apply: one transaction, refused when stale, results scored as an admin's, corrections logged with the reason.

let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;
let csv: ReturnType<typeof csvClient>;
const NOW = new Date('2025-10-16T09:00:00Z');
const RESULTS = 'etapa,gazde,oaspeti,data,scor gazde,scor oaspeti,cartonase,cornere';

const matchRow = async (id: number) => (await ctx.db.select().from(matches).where(eq(matches.id, id)))[0];

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 8);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  csv = csvClient(ctx, admin.headers);
  // The same predictions on the current round's first two matches: one gets its result by PUT, one by CSV.
  const [m0, m1] = league.currentMatches;
  for (const m of [m0, m1]) {
    await ctx.db.insert(predictions).values([
      { userId: ana.id, matchId: m.id, type: 'score', team1: 2, team2: 0 },
      { userId: ana.id, matchId: m.id, type: 'cards', team1: 1, team2: 0 },
      { userId: bob.id, matchId: m.id, type: 'score', team1: 1, team2: 1 },
      { userId: bob.id, matchId: m.id, type: 'corners', team1: 0, team2: 1 },
    ]);
  }
});
afterAll(() => ctx.close());

describe('a fixtures file', () => {
  test('creates its rounds and matches and moves kickoffs, in one apply; applying again is a 409', async () => {
    const moved = league.currentMatches[3];
    const file = [
      'etapa;gazde;oaspeti;data',
      'Etapa 9;Echipa A;Echipa C;20.10.2025 18:00',
      'Etapa 9;Echipa B;Echipa D;20.10.2025 20:30',
      `Etapa 2;Echipa H;Echipa G;${formatKickoff(new Date(moved.date.getTime() + 3600_000))}`,
      `Etapa 2;Echipa B;Echipa A;${formatKickoff(league.currentMatches[0].date)}`,
    ].join('\n');
    const p = await csv.preview('fixtures', file);
    expect(p.changes.map((c) => c.action)).toEqual(['create', 'create', 'kickoff']);
    expect(p.changes[2]).toMatchObject({ before: moved.date.toISOString(), match: moved.documentId });
    expect(p.unchanged).toBe(1);
    const res = await csv.apply(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'applied',
      canApply: false,
      summary: { roundsCreated: 1, matchesCreated: 2, kickoffsChanged: 1, resultsSaved: 0, corrections: 0 },
    });
    const [round] = await ctx.db.select().from(rounds).where(eq(rounds.name, 'Etapa 9'));
    const created = await ctx.db.select().from(matches).where(eq(matches.roundId, round.id));
    expect(created.map((m) => m.date.toISOString()).sort()).toEqual([
      '2025-10-20T15:00:00.000Z',
      '2025-10-20T17:30:00.000Z',
    ]);
    expect((await matchRow(moved.id)).date.getTime()).toBe(moved.date.getTime() + 3600_000);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/matches?filters[round][name][$eq]=Etapa 9` });
    expect(list.json().data).toHaveLength(2);
    const again = await csv.apply(p.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Importul acesta a fost deja aplicat.');
  });

  test('two applies of one preview at once: one applies it, the other is a 409, the matches exist once', async () => {
    const p = await csv.preview('fixtures', 'etapa,gazde,oaspeti,data\nEtapa 10,Echipa E,Echipa G,25.10.2025 18:00\n');
    const answers = await Promise.all([csv.apply(p.id), csv.apply(p.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [round] = await ctx.db.select().from(rounds).where(eq(rounds.name, 'Etapa 10'));
    expect(await ctx.db.select().from(matches).where(eq(matches.roundId, round.id))).toHaveLength(1);
    expect(await ctx.db.select().from(rounds).where(eq(rounds.name, 'Etapa 10'))).toHaveLength(1);
  });
});

describe('a results file', () => {
  test('scores exactly as an admin PUT does', async () => {
    const [m0, m1] = league.currentMatches;
    expect(
      (
        await saveMatch(ctx, admin, m0.documentId, {
          team1_finalScore: 2,
          team2_finalScore: 0,
          final_cards: '1',
          final_corners: '2',
        })
      ).statusCode,
    ).toBe(200);
    const p = await csv.preview('results', `${RESULTS}\nEtapa 2,Echipa D,Echipa C,,2,0,1,2\n`);
    expect(p.changes).toEqual([
      expect.objectContaining({
        match: m1.documentId,
        before: { team1: null, team2: null, cards: null, corners: null },
        after: { team1: 2, team2: 0, cards: '1', corners: '2' },
        correction: false,
      }),
    ]);
    const res = await csv.apply(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.summary).toMatchObject({ resultsSaved: 1, corrections: 0, predictionsScored: 4 });
    const points = async (matchId: number) =>
      (await ctx.db.select().from(predictions).where(eq(predictions.matchId, matchId)))
        .map((r) => `${r.userId}:${r.type}:${r.points}`)
        .sort();
    expect(await points(m1.id)).toEqual(await points(m0.id));
    expect((await points(m1.id)).some((s) => !s.endsWith(':null') && !s.endsWith(':0'))).toBe(true);
    expect((await matchRow(m1.id)).resultSource).toBe('admin');
  });

  test('finds a match by home, away and the day when the round is empty', async () => {
    const m = league.currentMatches[2];
    const day = formatKickoff(m.date).slice(0, 10);
    const p = await csv.preview(
      'results',
      `gazde;oaspeti;data;scor gazde;scor oaspeti\nEchipa F;Echipa E;${day};0;0\n`,
    );
    expect(p.errors).toEqual([]);
    expect(p.changes[0]).toMatchObject({ match: m.documentId, after: { team1: 0, team2: 0, cards: null } });
    const wrongDay = await csv.preview(
      'results',
      'gazde;oaspeti;data;scor gazde;scor oaspeti\nEchipa F;Echipa E;01.01.2020;0;0\n',
    );
    expect(wrongDay.errors).toEqual([{ line: 2, message: 'Meciul nu există în etapa dată (sau în ziua dată).' }]);
    const wrongRound = await csv.preview(
      'results',
      `${RESULTS}\nEtapa 1,Echipa F,Echipa E,,0,0,,\nEtapa 7,Echipa F,Echipa E,,0,0,,\n`,
    );
    expect(wrongRound.errors).toEqual([
      { line: 2, message: 'Meciul nu există în etapa dată (sau în ziua dată).' },
      { line: 3, message: 'Etapa „Etapa 7” nu există.' },
    ]);
  });

  test('a correction needs the reason at apply and goes to the public log as the admin’s', async () => {
    const past = league.pastMatches[0];
    const p = await csv.preview('results', `${RESULTS}\nEtapa 1,Echipa A,Echipa B,,1,1,1,X\n`);
    expect(p.needsReason).toBe(true);
    expect(p.changes[0]).toMatchObject({
      correction: true,
      before: { team1: 2, team2: 1 },
      after: { team1: 1, team2: 1 },
    });
    const without = await csv.apply(p.id);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toBe('Scrie motivul corectării rezultatului.');
    expect((await matchRow(past.id)).team1FinalScore).toBe(2);
    const res = await csv.apply(p.id, { reason: 'Raportul oficial: golul al doilea a fost anulat.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.summary).toMatchObject({ resultsSaved: 1, corrections: 1 });
    const log = (
      await ctx.app.inject({ method: 'GET', url: `/api/result-corrections?match=${past.documentId}` })
    ).json().data as Correction[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      reason: 'Raportul oficial: golul al doilea a fost anulat.',
      by: { kind: 'admin', role: 'Administrator', name: 'arbitru' },
    });
    expect((await matchRow(past.id)).correctedAt).not.toBeNull();
  });

  test('a preview whose data changed since is refused with 409, and nothing is written', async () => {
    const m = league.pastMatches[1];
    const p = await csv.preview('results', `${RESULTS}\nEtapa 1,Echipa C,Echipa D,,3,0,1,X\n`);
    expect(p.canApply).toBe(true);
    expect(
      (
        await saveMatch(ctx, admin, m.documentId, {
          team1_finalScore: 4,
          team2_finalScore: 0,
          correction_reason: 'Scor greșit introdus.',
        })
      ).statusCode,
    ).toBe(200);
    const res = await csv.apply(p.id, { reason: 'Din fișierul federației.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Datele s-au schimbat de la previzualizare/);
    expect((await matchRow(m.id)).team1FinalScore).toBe(4);
    expect((await csv.get(p.id)).json().data.status).toBe('ready');
  });

  test('is atomic: a failure on the second match leaves the first unchanged and the preview ready', async () => {
    const [a, b] = [league.pastMatches[2], league.pastMatches[3]];
    const p = await csv.preview(
      'results',
      `${RESULTS}\nEtapa 1,Echipa E,Echipa F,,5,5,X,X\nEtapa 1,Echipa G,Echipa H,,6,6,X,X\n`,
    );
    expect(p.changes).toHaveLength(2);
    const hooks = ctx.app.services.hooks;
    hooks.beforeScoringCommit = async (matchId) => {
      if (matchId === b.id) throw new Error('the database went away');
    };
    try {
      const res = await csv.apply(p.id, { reason: 'Rezultate refăcute.' });
      expect(res.statusCode).toBe(500);
    } finally {
      hooks.beforeScoringCommit = undefined;
    }
    const rows = await ctx.db
      .select()
      .from(matches)
      .where(inArray(matches.id, [a.id, b.id]));
    expect(rows.map((r) => [r.team1FinalScore, r.team2FinalScore, r.correctedAt])).toEqual([
      [2, 1, null],
      [2, 1, null],
    ]);
    expect((await csv.get(p.id)).json().data.status).toBe('ready');
    const ok = await csv.apply(p.id, { reason: 'Rezultate refăcute.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await matchRow(b.id)).team1FinalScore).toBe(6);
  });
});
