import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { communityPosts } from '../../db/tables/community.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import {
  createLeague,
  createMatch,
  createPrivateLeague,
  createRound,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { findRoundBefore } from './dashboard.queries.ts';
import { trendPercent } from './dashboard.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let bob: TestUser;
let admin: TestUser;

const dashboard = (user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: user?.headers ?? {} });

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  await createUser(ctx, { username: 'nou', verified: false });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  const [p1, p2] = league.pastMatches;
  const [c1, c2] = league.currentMatches;
  // 2 predictions in the finished round, 3 in the current one: +50 %.
  await ctx.db.insert(predictions).values([
    { userId: ana.id, matchId: p1.id, type: 'score', team1: 2, team2: 1 },
    { userId: bob.id, matchId: p2.id, type: 'score', team1: 0, team2: 0 },
    { userId: ana.id, matchId: c1.id, type: 'score', team1: 1, team2: 0 },
    { userId: ana.id, matchId: c2.id, type: 'corners', team1: 1, team2: 0 },
    { userId: bob.id, matchId: c2.id, type: 'score', team1: 1, team2: 1 },
  ]);
  // Started (its date is not in the future) and not yet scored (both scores null): counts, kicking
  // off an hour ago or right now. Half a result, or a match a minute away: does not.
  const [t1, t2] = league.teams;
  await createMatch(ctx.db, {
    roundId: league.current.id,
    team1Id: t1.id,
    team2Id: t2.id,
    date: new Date(NOW.getTime() - 3600_000),
  });
  await createMatch(ctx.db, { roundId: league.current.id, team1Id: t2.id, team2Id: t1.id, date: NOW });
  await createMatch(ctx.db, {
    roundId: league.current.id,
    team1Id: t1.id,
    team2Id: t2.id,
    date: new Date(NOW.getTime() + 60_000),
  });
  await createMatch(ctx.db, {
    roundId: league.current.id,
    team1Id: t2.id,
    team2Id: t1.id,
    date: new Date(NOW.getTime() - 7200_000),
    team1FinalScore: 1,
  });
  await ctx.db.insert(communityPosts).values([
    { userId: ana.id, text: 'de aprobat 1' },
    { userId: bob.id, text: 'de aprobat 2' },
    { userId: bob.id, text: 'aprobată', approved: true },
  ]);
});
afterAll(() => ctx.close());

describe('GET /api/admin/dashboard', () => {
  test('users, pending posts, started matches without a score, the latest two rounds and the trend', async () => {
    const res = await dashboard(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        users: { all: 4, verified: 3 },
        pendingPosts: 2,
        unscoredMatches: 2,
        leagues: { all: 0, players: 0 },
        rounds: {
          latest: { documentId: league.current.documentId, name: 'Etapa 2', predictions: 3 },
          previous: { documentId: league.past.documentId, name: 'Etapa 1', predictions: 2 },
        },
        trend: 50,
      },
      meta: {},
    });
  });

  test('without a current round the newest round is the latest; an empty previous round gives no trend', async () => {
    await ctx.db.update(rounds).set({ current: false }).where(eq(rounds.id, league.current.id));
    const next = await createRound(ctx.db, 'Etapa 3');
    const data = (await dashboard(admin)).json().data;
    expect(data.rounds).toEqual({
      latest: { documentId: next.documentId, name: 'Etapa 3', predictions: 0 },
      previous: { documentId: league.current.documentId, name: 'Etapa 2', predictions: 3 },
    });
    expect(data.trend).toBe(-100);
    await ctx.db.update(rounds).set({ current: true }).where(eq(rounds.id, next.id));
    const after = await createRound(ctx.db, 'Etapa 4');
    // The current round wins over a newer one; its previous is the one created before it.
    const again = (await dashboard(admin)).json().data;
    expect(again.rounds.latest.name).toBe('Etapa 3');
    expect(again.rounds.previous.name).toBe('Etapa 2');
    // A previous round without predictions gives no trend.
    await ctx.db.update(rounds).set({ current: false }).where(eq(rounds.id, next.id));
    await ctx.db.update(rounds).set({ current: true }).where(eq(rounds.id, after.id));
    const last = (await dashboard(admin)).json().data;
    expect([last.rounds.latest.name, last.rounds.previous.name, last.trend]).toEqual(['Etapa 4', 'Etapa 3', null]);
  });

  test('two rounds created within one millisecond are still told apart (microseconds, then id)', async () => {
    const first = await createRound(ctx.db, 'Aceeași milisecundă 1');
    const second = await createRound(ctx.db, 'Aceeași milisecundă 2');
    await ctx.db.execute(sql`update rounds set created_at = '2030-01-01 10:00:00.123400+00' where id = ${first.id}`);
    await ctx.db.execute(sql`update rounds set created_at = '2030-01-01 10:00:00.123450+00' where id = ${second.id}`);
    // Read back as a JavaScript Date both are 10:00:00.123: the comparison has to stay in the database.
    expect((await findRoundBefore(ctx.db, second))?.id).toBe(first.id);
    await ctx.db.delete(rounds).where(inArray(rounds.id, [first.id, second.id]));
  });

  test('private leagues: how many, and how many players are in at least one (a player in two counts once)', async () => {
    const carla = await createUser(ctx, { username: 'carla' });
    await createPrivateLeague(ctx.db, ana.id, [bob.id], 'Liga Anei');
    await createPrivateLeague(ctx.db, bob.id, [ana.id], 'Liga lui Bob');
    const third = await createPrivateLeague(ctx.db, carla.id, [], 'Liga Carlei');
    expect((await dashboard(admin)).json().data.leagues).toEqual({ all: 3, players: 3 });
    await ctx.app.inject({ method: 'DELETE', url: `/api/leagues/${third.documentId}`, headers: admin.headers });
    expect((await dashboard(admin)).json().data.leagues).toEqual({ all: 2, players: 2 });
  });

  test('the trend: percent to one decimal, null without a base', () => {
    expect(trendPercent(3, 2)).toBe(50);
    expect(trendPercent(2, 3)).toBe(-33.3);
    expect(trendPercent(7, 6)).toBe(16.7);
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(5, null)).toBeNull();
  });

  test('admins only: 401 for visitors, 403 for users', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    expect((await dashboard(ana)).statusCode).toBe(403);
  });
});
