import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FormRound, PlayerForm } from '../../../domain/form.ts';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { setResult } from '../../test/actions.ts';
import { createLeague, createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { recomputeTotals } from '../scoring/scoring.service.ts';
import { formDrift, rebuildForm } from './form.queries.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;
const p: Record<string, TestUser> = {};

const get = (url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const formOf = async (u: TestUser): Promise<PlayerForm> => {
  const res = await get(`/api/public-profile/${u.documentId}/form`);
  expect(res.statusCode).toBe(200);
  return res.json().form;
};
const roundOf = async (u: TestUser, name: string): Promise<FormRound | undefined> =>
  (await formOf(u)).rounds.find((r) => r.name === name);

/** The score of a match (by id), saved as the back office saves it. */
async function score(matchId: number, s1: number | null, s2: number | null) {
  const [m] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  const res = await setResult(ctx, admin, m.documentId, { team1_finalScore: s1, team2_finalScore: s2 });
  expect(res.statusCode, res.body).toBe(200);
}

/** Username → [rank, points] in the leaderboard's season or round ranking. */
async function board(sortBy: 'points' | 'currentPoints') {
  const res = await get(`/api/leaderboard?sortBy=${sortBy}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  const rows: { username: string; rank: number; points: number; currentPoints: number }[] = res.json().data;
  return new Map(rows.map((r) => [r.username, [r.rank, sortBy === 'points' ? r.points : r.currentPoints]]));
}

/** Places counted the slow way from the figures of every ranked player: 1 + those with more. */
const placeAmong = (all: number[], mine: number) => 1 + all.filter((v) => v > mine).length;

async function expectAgreesWithLeaderboard() {
  const season = await board('points');
  const round = await board('currentPoints');
  for (const u of Object.values(p)) {
    const form = await formOf(u);
    const current = form.rounds.find((r) => r.current);
    if (!current) continue;
    const last = form.rounds.at(-1)!;
    // The leaderboard's place, shown once the player has points in that ranking (as on the profile's cards).
    const shown = ([rank, points]: number[]) => [points === 0 ? null : rank, points];
    expect([last.seasonPlace, last.seasonPoints], u.username).toEqual(shown(season.get(u.username)!));
    expect([current.roundPlace, current.roundPoints], u.username).toEqual(shown(round.get(u.username)!));
  }
  expect(await formDrift(ctx.db)).toBe(0);
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  // A third round, after the current one, with no result: never in the form.
  await createRound(ctx.db, 'Etapa 3');
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  for (const name of ['ana', 'bob', 'cip', 'dan', 'eva']) p[name] = await createUser(ctx, { username: name });
  const [m1, m2] = league.pastMatches;
  const [c1] = league.currentMatches;
  // Etapa 1 (m1 2-1, m2 2-1): ana exact + one team (130), bob and cip alike (30 + 30: a tie), eva 0, dan nothing.
  await ctx.db.insert(predictions).values([
    { userId: p.ana.id, matchId: m1.id, type: 'score', team1: 2, team2: 1 },
    { userId: p.ana.id, matchId: m2.id, type: 'score', team1: 2, team2: 0 },
    { userId: p.bob.id, matchId: m1.id, type: 'score', team1: 2, team2: 2 },
    { userId: p.bob.id, matchId: m2.id, type: 'score', team1: 0, team2: 1 },
    { userId: p.cip.id, matchId: m1.id, type: 'score', team1: 2, team2: 2 },
    { userId: p.cip.id, matchId: m2.id, type: 'score', team1: 0, team2: 1 },
    { userId: p.eva.id, matchId: m1.id, type: 'score', team1: 0, team2: 0 },
    { userId: admin.id, matchId: m1.id, type: 'score', team1: 2, team2: 1 },
    // Etapa 2: dan exact (100), bob one team (30), ana wrong.
    { userId: p.dan.id, matchId: c1.id, type: 'score', team1: 1, team2: 0 },
    { userId: p.bob.id, matchId: c1.id, type: 'score', team1: 1, team2: 3 },
    { userId: p.ana.id, matchId: c1.id, type: 'score', team1: 0, team2: 0 },
  ]);
  // The stored results score only when saved through the API: re-enter them.
  for (const m of [m1, m2]) {
    await score(m.id, 0, 0);
    await score(m.id, 2, 1);
  }
});
afterAll(() => ctx.close());

describe('GET /api/public-profile/:id/form and /api/private-profile/form', () => {
  test('only rounds with a result, from the first one played; points and places; ties share a place', async () => {
    const ana = await formOf(p.ana);
    expect(ana.ranked).toBe(true);
    expect(ana.rounds.map((r) => r.name)).toEqual(['Etapa 1']);
    expect(ana.rounds[0]).toMatchObject({
      documentId: league.past.documentId,
      current: false,
      roundPoints: 130,
      roundPlace: 1,
      seasonPoints: 130,
      seasonPlace: 1,
      played: true,
      best: true,
    });
    // bob and cip: 60 each, both 2nd (the admin is not counted). eva played and scored 0: the round is hers, with
    // no place (the one every account at 0 shares, as the profile's cards show none).
    expect(await roundOf(p.bob, 'Etapa 1')).toMatchObject({ roundPoints: 60, roundPlace: 2, seasonPlace: 2 });
    expect(await roundOf(p.cip, 'Etapa 1')).toMatchObject({ roundPoints: 60, roundPlace: 2, seasonPlace: 2 });
    expect(await roundOf(p.eva, 'Etapa 1')).toMatchObject({
      roundPoints: 0,
      roundPlace: null,
      seasonPlace: null,
      played: true,
      best: false,
    });
    // dan did not play Etapa 1: it is not in his form, which has no round yet (his first has no result).
    expect((await formOf(p.dan)).rounds).toEqual([]);
    // The round's own leaderboard agrees where the player has points.
    const res = await get(`/api/leaderboard?round=${league.past.documentId}&pageSize=100`);
    const rows = res.json().data as { username: string; rank: number; currentPoints: number }[];
    expect(rows.filter((row) => p[row.username])).toHaveLength(5);
    for (const row of rows) {
      if (!p[row.username]) continue;
      const mine = await roundOf(p[row.username], 'Etapa 1');
      expect(mine?.roundPlace ?? null, row.username).toBe(
        ['ana', 'bob', 'cip'].includes(row.username) ? row.rank : null,
      );
    }
    await expectAgreesWithLeaderboard();
  });

  test('a round gets its first result: it joins the form and agrees with the current leaderboard', async () => {
    await score(league.currentMatches[0].id, 1, 0);
    const dan = await formOf(p.dan);
    // dan's form starts at his first round, Etapa 2.
    expect(dan.rounds.map((r) => r.name)).toEqual(['Etapa 2']);
    expect(dan.rounds[0]).toMatchObject({ roundPoints: 100, roundPlace: 1, seasonPoints: 100, best: true });
    // dan's 100 after Etapa 2 is behind ana's 130, ahead of bob's 90.
    expect(dan.rounds[0].seasonPlace).toBe(2);
    expect(await roundOf(p.bob, 'Etapa 2')).toMatchObject({ roundPoints: 30, roundPlace: 2, seasonPoints: 90 });
    await expectAgreesWithLeaderboard();
  });

  test('a corrected result moves the figures of its round and of every season after it', async () => {
    const [m1] = league.pastMatches;
    // 2-1 → 2-2: bob and cip exact on m1 (100 + 30 = 130), ana one team (30 + 30 = 60), eva 0.
    await score(m1.id, 2, 2);
    expect(await roundOf(p.ana, 'Etapa 1')).toMatchObject({ roundPoints: 60, roundPlace: 3, seasonPoints: 60 });
    expect(await roundOf(p.bob, 'Etapa 1')).toMatchObject({ roundPoints: 130, roundPlace: 1 });
    expect(await roundOf(p.bob, 'Etapa 2')).toMatchObject({ seasonPoints: 160, seasonPlace: 1 });
    expect(await roundOf(p.ana, 'Etapa 2')).toMatchObject({ roundPoints: 30, seasonPoints: 90, seasonPlace: 4 });
    await expectAgreesWithLeaderboard();
    // Back to 2-1.
    await score(m1.id, 2, 1);
    expect(await roundOf(p.ana, 'Etapa 1')).toMatchObject({ roundPoints: 130, roundPlace: 1 });
    await expectAgreesWithLeaderboard();
  });

  test('a negative adjustment ranks below every account at 0', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${p.eva.id}/adjustments`,
      headers: admin.headers,
      payload: { points: -50, reason: 'Comportament nesportiv în comentarii' },
    });
    expect(res.statusCode).toBe(201);
    const eva = await roundOf(p.eva, 'Etapa 2');
    expect(eva).toMatchObject({ roundPoints: -50, roundPlace: 5, seasonPoints: -50, seasonPlace: 5 });
    await expectAgreesWithLeaderboard();
  });

  test('the figures agree with a slow count from every player', async () => {
    for (const name of ['Etapa 1', 'Etapa 2']) {
      const rows = await Promise.all(Object.values(p).map((u) => roundOf(u, name)));
      // Only dan's Etapa 1 is missing (before his first round): he had 0 there, in the round and in the season.
      expect(rows.filter((r) => !r)).toHaveLength(name === 'Etapa 1' ? 1 : 0);
      const roundAll = rows.map((r) => r?.roundPoints ?? 0);
      const seasonAll = rows.map((r) => r?.seasonPoints ?? 0);
      for (const r of rows) {
        if (!r) continue;
        expect(r.roundPlace).toBe(r.roundPoints === 0 ? null : placeAmong(roundAll, r.roundPoints));
        expect(r.seasonPlace).toBe(r.seasonPoints === 0 ? null : placeAmong(seasonAll, r.seasonPoints));
      }
    }
  });

  test('an admin has points but no places; the private route is the caller’s own', async () => {
    const form = await formOf(admin);
    expect(form.ranked).toBe(false);
    expect(form.rounds[0]).toMatchObject({ roundPoints: 100, roundPlace: null, seasonPlace: null });
    const own = await get('/api/private-profile/form', p.ana);
    expect(own.statusCode).toBe(200);
    expect(own.json().form).toEqual(await formOf(p.ana));
    expect((await get('/api/private-profile/form')).statusCode).toBe(401);
    const missing = await get('/api/public-profile/necunoscut00000000000000/form');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(gameMessages.userNotFound);
  });

  test('accounts promoted, deleted, matches moved or deleted: the histograms stay whole', async () => {
    await ctx.db.update(users).set({ roleId: ROLE_IDS.admin }).where(eq(users.id, p.cip.id));
    expect(await formDrift(ctx.db)).toBe(0);
    expect(await roundOf(p.bob, 'Etapa 1')).toMatchObject({ roundPlace: 2 });
    await ctx.db.update(users).set({ roleId: ROLE_IDS.predictor }).where(eq(users.id, p.cip.id));
    expect(await formDrift(ctx.db)).toBe(0);
    // A match moved to the current round, then deleted.
    const [, m2] = league.pastMatches;
    await ctx.db.update(matches).set({ roundId: league.current.id }).where(eq(matches.id, m2.id));
    expect(await formDrift(ctx.db)).toBe(0);
    await ctx.db.delete(matches).where(eq(matches.id, m2.id));
    expect(await formDrift(ctx.db)).toBe(0);
    await ctx.db.delete(users).where(eq(users.id, p.eva.id));
    delete p.eva;
    expect(await formDrift(ctx.db)).toBe(0);
    // Counted again from scratch, the same figures.
    const before = await Promise.all(Object.values(p).map(formOf));
    await rebuildForm(ctx.db);
    expect(await Promise.all(Object.values(p).map(formOf))).toEqual(before);
    // The totals, written here behind the API's back, derived again: the leaderboard agrees once more.
    await recomputeTotals(ctx.db);
    await ctx.app.services.changes.announce('places');
    await expectAgreesWithLeaderboard();
  });
});
