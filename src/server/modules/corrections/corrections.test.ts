import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { saveMatch } from '../../test/actions.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { resolve, saveMatchInTx } from '../matches/matches.service.ts';

// Every change to a stored result needs a reason and goes into the public log, with what it moved.

let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;
const NOW = new Date('2025-10-16T09:00:00Z');

const log = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/result-corrections${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Correction[]; meta: { pagination: { total: number } } };
};
const pointsOf = async (userId: number) =>
  (await ctx.db.select().from(predictions).where(eq(predictions.userId, userId))).map((p) => ({
    points: p.points,
    rescored: p.rescoredAt !== null,
  }));

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 6);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  const [m0] = league.pastMatches;
  // ana predicted 2-1 (exact now), bob 3-3 (nothing now); both scored as the first result scored them.
  await ctx.db.insert(predictions).values([
    { userId: ana.id, matchId: m0.id, type: 'score', team1: 2, team2: 1, points: 100 },
    { userId: bob.id, matchId: m0.id, type: 'score', team1: 3, team2: 3, points: 0 },
  ]);
});
afterAll(() => ctx.close());

describe('a change to a stored result', () => {
  test('without a reason is refused in Romanian, and nothing changes', async () => {
    const m = league.pastMatches[0];
    const res = await saveMatch(ctx, admin, m.documentId, { team1_finalScore: 1, team2_finalScore: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      name: 'ValidationError',
      message: 'Scrie motivul corectării rezultatului.',
    });
    const blank = await saveMatch(ctx, admin, m.documentId, {
      team1_finalScore: 1,
      team2_finalScore: 1,
      correction_reason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const long = await saveMatch(ctx, admin, m.documentId, {
      team1_finalScore: 1,
      team2_finalScore: 1,
      correction_reason: 'x'.repeat(501),
    });
    expect(long.json().error.message).toBe('Motivul corectării poate avea cel mult 500 de caractere.');
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, m.id));
    expect([row.team1FinalScore, row.team2FinalScore, row.correctedAt]).toEqual([2, 1, null]);
    expect((await log()).data).toEqual([]);
  });

  test('with a reason: re-scored, logged with old → new, by whom, predictions re-scored and points moved', async () => {
    const m = league.pastMatches[0];
    const res = await saveMatch(ctx, admin, m.documentId, {
      team1_finalScore: 3,
      team2_finalScore: 3,
      correction_reason: 'Golul al doilea a fost anulat de VAR după fluier.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.correctedAt).toBe(NOW.toISOString());
    // ana loses 100, bob gains 100: two predictions re-scored, 200 points moved.
    expect(await pointsOf(ana.id)).toEqual([{ points: 0, rescored: true }]);
    expect(await pointsOf(bob.id)).toEqual([{ points: 100, rescored: true }]);
    const { data } = await log();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      match: { documentId: m.documentId },
      team1: 'Echipa A',
      team2: 'Echipa B',
      round: { documentId: league.past.documentId, name: 'Etapa 1' },
      old: { team1: 2, team2: 1, cards: '1', corners: 'X' },
      new: { team1: 3, team2: 3, cards: '1', corners: 'X' },
      reason: 'Golul al doilea a fost anulat de VAR după fluier.',
      by: { kind: 'admin', role: 'Administrator', name: 'arbitru' },
      rescored: 2,
      pointsMoved: 200,
      createdAt: NOW.toISOString(),
    });
  });

  test('a first result and a filled-in field are not corrections: no reason, no entry', async () => {
    const m = league.currentMatches[0];
    const first = await saveMatch(ctx, admin, m.documentId, { team1_finalScore: 0, team2_finalScore: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const filled = await saveMatch(ctx, admin, m.documentId, { final_cards: '2' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.correctedAt).toBeNull();
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, m.id));
    expect(row.resultSource).toBe('admin');
    expect((await log()).meta.pagination.total).toBe(1);
  });

  test('the import is named as "import" with its provider, and the log is newest first', async () => {
    const m = league.pastMatches[1];
    const values = await resolve(ctx.app.services, { final_corners: '2' });
    await ctx.db.transaction((tx) =>
      saveMatchInTx(
        tx,
        ctx.app.services,
        m.documentId,
        values,
        { kind: 'import', provider: 'API-Football' },
        'Statistici corectate de furnizor',
      ),
    );
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, m.id));
    expect(row.resultSource).toBe('import');
    const { data } = await log();
    expect(data.map((e) => e.by)).toEqual([
      { kind: 'import', provider: 'API-Football' },
      { kind: 'admin', role: 'Administrator', name: 'arbitru' },
    ]);
    expect(data[0]).toMatchObject({ old: { corners: 'X' }, new: { corners: '2' }, rescored: 0, pointsMoved: 0 });
  });

  test('narrowed by round and by match; a bad filter or a sort is a 400', async () => {
    expect((await log(`?round=${league.past.documentId}`)).data).toHaveLength(2);
    expect((await log(`?round=${league.current.documentId}`)).data).toHaveLength(0);
    expect((await log(`?match=${league.pastMatches[0].documentId}`)).data).toHaveLength(1);
    for (const q of ['?round=nu-e-bun', '?sortBy=reason', '?match[$ne]=x']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/result-corrections${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });

  test('the history shows the re-scored prediction and the corrected match', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/private-profile', headers: bob.headers });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = res.json().user.predictions;
    expect(p.rescoredAt).toBe(NOW.toISOString());
    expect(p.match.correctedAt).toBe(NOW.toISOString());
  });

  test('an entry outlives its match, by the names it kept', async () => {
    const m = league.pastMatches[1];
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/matches/${m.documentId}`, headers: admin.headers });
    expect(del.statusCode).toBeLessThan(300);
    const { data } = await log();
    expect(data[0]).toMatchObject({ match: null, team1: 'Echipa C', team2: 'Echipa D', round: { name: 'Etapa 1' } });
  });
});
