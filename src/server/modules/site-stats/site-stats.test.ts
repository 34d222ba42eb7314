import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { siteStatsSchema } from '../../../domain/site-stats.schemas.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR = 3600_000;
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let bob: TestUser;

const stats = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/site-stats' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  // The answer is the domain's contract, which the landing page reads.
  expect(z.object({ data: siteStatsSchema }).safeParse(body).success, res.body).toBe(true);
  return body;
};

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  // Current round: kickoffs at +24 h and +72 h; the finished round is in the past.
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  await createUser(ctx, { username: 'nou', verified: false });
  await createUser(ctx, { username: 'sef', role: 'admin' });
  const [m1, m2] = league.currentMatches;
  await ctx.db.insert(predictions).values([
    { userId: ana.id, matchId: m1.id, type: 'score', team1: 1, team2: 0 },
    { userId: ana.id, matchId: m1.id, type: 'cards', team1: 1, team2: 0 },
    { userId: bob.id, matchId: m2.id, type: 'score', team1: 2, team2: 2 },
    { userId: bob.id, matchId: league.pastMatches[0].id, type: 'score', team1: 2, team2: 1 },
  ]);
});
afterAll(() => ctx.close());

describe('GET /api/site-stats', () => {
  test('players, predictions of the current round, the next deadline and the round, for anyone', async () => {
    expect(await stats()).toEqual({
      data: {
        players: 2,
        predictionsThisRound: 3,
        nextDeadline: new Date(NOW.getTime() + 24 * HOUR - 2 * HOUR).toISOString(),
        round: { documentId: league.current.documentId, name: 'Etapa 2' },
      },
      meta: {},
    });
  });

  test('a deadline already passed gives way to the next one, then to none', async () => {
    ctx.clock.set(new Date(NOW.getTime() + 23 * HOUR));
    expect((await stats()).data.nextDeadline).toBe(new Date(NOW.getTime() + 70 * HOUR).toISOString());
    ctx.clock.set(new Date(NOW.getTime() + 71 * HOUR));
    expect((await stats()).data.nextDeadline).toBeNull();
    ctx.clock.set(NOW);
  });

  test('without a current round: no round, no predictions, no deadline', async () => {
    await ctx.db.update(rounds).set({ current: false }).where(eq(rounds.id, league.current.id));
    expect((await stats()).data).toEqual({ players: 2, predictionsThisRound: 0, nextDeadline: null, round: null });
    await ctx.db.update(rounds).set({ current: true }).where(eq(rounds.id, league.current.id));
  });
});
