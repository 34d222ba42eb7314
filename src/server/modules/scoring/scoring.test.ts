import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Outcome } from '../../../domain/match.schemas.ts';
import { encodePick, favouriteBonus, type PredictionValues, scorePrediction } from '../../../domain/scoring.ts';
import { rowsOf } from '../../db/client.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { matchPoints, setResult, totalsOf } from '../../test/actions.ts';
import { createLeague, createMatch, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { recomputeTotals } from './scoring.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
});
afterAll(() => ctx.close());

async function predict(userId: number, matchId: number, p: PredictionValues) {
  await ctx.db.insert(predictions).values({ userId, matchId, ...p });
}

describe('scoring a match through PUT /api/matches', () => {
  let fan: TestUser;
  let rival: TestUser;
  let match: (typeof league.currentMatches)[number];

  beforeAll(async () => {
    match = league.currentMatches[0];
    // team1 of this match is league.teams[1]: fan's favourite, playing at home.
    fan = await createUser(ctx, { username: 'fan', favTeamId: match.team1Id });
    rival = await createUser(ctx, { username: 'rival', favTeamId: match.team2Id });
    await predict(fan.id, match.id, { type: 'score', team1: 2, team2: 1 });
    await predict(fan.id, match.id, { type: 'cards', ...encodePick('1') });
    await predict(fan.id, match.id, { type: 'corners', ...encodePick('X') });
    await predict(rival.id, match.id, { type: 'score', team1: 0, team2: 1 });
  });

  test('a result scores every prediction, adds the bonus and the totals, and answers meta.scored', async () => {
    const res = await setResult(ctx, admin, match.documentId, {
      team1_finalScore: 2,
      team2_finalScore: 1,
      final_cards: '1',
      final_corners: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.scored).toBe(4);
    expect(res.json().data).toMatchObject({
      team1_finalScore: 2,
      team2_finalScore: 1,
      final_cards: '1',
      final_corners: '2',
    });
    // fan: exact 100 + cards 40 + corners 0 + favourite won 30; rival: away goals right 30.
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 170, currentPoints: 170 });
    expect(await totalsOf(ctx.db, rival.id)).toEqual({ points: 30, currentPoints: 30 });
  });

  test('re-saving the unchanged result writes no prediction rows', async () => {
    const before = await rowsOf<{ xmin: string }>(
      ctx.db,
      sql`select xmin::text from predictions where match_id = ${match.id} order by id`,
    );
    const res = await setResult(ctx, admin, match.documentId, {
      team1_finalScore: 2,
      team2_finalScore: 1,
      final_cards: '1',
      final_corners: '2',
    });
    expect(res.json().meta.scored).toBe(0);
    const after = await rowsOf<{ xmin: string }>(
      ctx.db,
      sql`select xmin::text from predictions where match_id = ${match.id} order by id`,
    );
    expect(after).toEqual(before);
  });

  test('a correction replaces the points, never adds; the bonus goes when the favourite no longer wins', async () => {
    const res = await setResult(ctx, admin, match.documentId, { team1_finalScore: 1, team2_finalScore: 1 });
    expect(res.json().meta.scored).toBeGreaterThan(0);
    // fan: score 0 (1-1 vs 2-1: team2 goals right → 30), cards 40, corners 0, no bonus (draw).
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 70, currentPoints: 70 });
    // rival: 0-1 vs 1-1: team2 goals right → 30.
    expect(await totalsOf(ctx.db, rival.id)).toEqual({ points: 30, currentPoints: 30 });
  });

  test('a correction after a correction gives the totals of scoring once', async () => {
    await setResult(ctx, admin, match.documentId, { team1_finalScore: 0, team2_finalScore: 3, final_corners: 'X' });
    await setResult(ctx, admin, match.documentId, { team1_finalScore: 2, team2_finalScore: 1, final_corners: 'X' });
    // Totals kept by differences equal totals derived from scratch.
    expect(await recomputeTotals(ctx.db)).toBe(0);
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 100 + 40 + 40 + 30, currentPoints: 210 });
  });

  test('a cleared result returns the points to null and the totals to zero', async () => {
    const res = await setResult(ctx, admin, match.documentId, { team1_finalScore: null, team2_finalScore: null });
    expect(res.statusCode).toBe(200);
    expect((await matchPoints(ctx.db, match.id)).every((p) => p.points === null)).toBe(true);
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 0, currentPoints: 0 });
    expect(await totalsOf(ctx.db, rival.id)).toEqual({ points: 0, currentPoints: 0 });
  });

  test('an away favourite that wins gives the bonus; one that loses does not', async () => {
    await setResult(ctx, admin, match.documentId, {
      team1_finalScore: 0,
      team2_finalScore: 2,
      final_cards: null,
      final_corners: null,
    });
    // rival's favourite is team2, which won away: 0-1 vs 0-2 → home goals right 30, plus the bonus 30.
    expect(await totalsOf(ctx.db, rival.id)).toEqual({ points: 60, currentPoints: 60 });
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 0, currentPoints: 0 });
  });

  test('a finished round’s match counts in the total but not in the round points', async () => {
    const past = league.pastMatches[0];
    await predict(fan.id, past.id, { type: 'score', team1: 2, team2: 1 });
    // The past match's result is corrected from 2-1 to 3-1: fan's 2-1 keeps the away goals (30); fan's
    // favourite is the away team there, which lost: no bonus.
    expect(past.team2Id).toBe(match.team1Id);
    await setResult(ctx, admin, past.documentId, { team1_finalScore: 3, team2_finalScore: 1 });
    expect(await totalsOf(ctx.db, fan.id)).toEqual({ points: 30, currentPoints: 0 });
  });

  test('match writes validate: team1 ≠ team2, scores ≥ 0, outcomes 1/X/2; refused for non-admins', async () => {
    const bad = [
      { team1: league.teams[0].documentId, team2: league.teams[0].documentId },
      { team1_finalScore: -1 },
      { final_cards: '3' },
      { date: 'not a date' },
      { points: 4 },
    ];
    for (const data of bad)
      expect((await setResult(ctx, admin, match.documentId, data)).statusCode, JSON.stringify(data)).toBe(400);
    const asFan = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.documentId}`,
      headers: fan.headers,
      payload: { data: {} },
    });
    expect(asFan.statusCode).toBe(403);
    const asVisitor = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.documentId}`,
      payload: { data: {} },
    });
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('the database agrees with the domain rules (property test)', () => {
  const outcome = fc.constantFrom<Outcome>('1', 'X', '2');
  const prediction = fc.oneof(
    fc.record({
      type: fc.constant('score' as const),
      team1: fc.integer({ min: 0, max: 5 }),
      team2: fc.integer({ min: 0, max: 5 }),
    }),
    outcome.map((o) => ({ type: 'cards' as const, ...encodePick(o) })),
    outcome.map((o) => ({ type: 'corners' as const, ...encodePick(o) })),
  );
  const result = fc.record({
    team1Goals: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    team2Goals: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    cards: fc.option(outcome, { nil: null }),
    corners: fc.option(outcome, { nil: null }),
  });

  test('scored points and totals equal the domain function', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            favourite: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
            picks: fc.uniqueArray(prediction, { selector: (p) => p.type, maxLength: 3 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        result,
        async (players, r) => {
          run += 1;
          const [home, away] = [league.teams[0], league.teams[1]];
          const m = await createMatch(ctx.db, {
            roundId: league.current.id,
            team1Id: home.id,
            team2Id: away.id,
            date: new Date(NOW.getTime() + 86400_000),
          });
          const created = [];
          for (const [i, player] of players.entries()) {
            const favTeamId = player.favourite === 1 ? home.id : player.favourite === 2 ? away.id : undefined;
            const u = await createUser(ctx, { username: `prop${run}_${i}`, favTeamId });
            for (const p of player.picks) await predict(u.id, m.id, p);
            created.push({ u, favTeamId: favTeamId ?? null, picks: player.picks });
          }
          await setResult(ctx, admin, m.documentId, {
            team1_finalScore: r.team1Goals,
            team2_finalScore: r.team2Goals,
            final_cards: r.cards,
            final_corners: r.corners,
          });
          const stored = await matchPoints(ctx.db, m.id);
          for (const { u, favTeamId, picks } of created) {
            let expectedTotal = 0;
            for (const p of picks) {
              const expected = scorePrediction(p, r);
              expect(stored.find((s) => s.userId === u.id && s.type === p.type)?.points).toBe(expected);
              expectedTotal += expected ?? 0;
            }
            expectedTotal += favouriteBonus({
              favTeamId,
              team1Id: home.id,
              team2Id: away.id,
              result: r,
              predicted: picks.length > 0,
            });
            expect((await totalsOf(ctx.db, u.id)).points).toBe(expectedTotal);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25) },
    );
  });
});
