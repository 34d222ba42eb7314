import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaderboardResponseSchema } from '../../../domain/leaderboard.schemas.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { users } from '../users/users.table.ts';
import { refreshPlaces } from './leaderboard.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
const players: TestUser[] = [];

const get = (url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  await createUser(ctx, { username: 'admin', role: 'admin' });
  // 25 players: total points 10 × (i mod 7), round points from one scored prediction each.
  for (let i = 0; i < 25; i++) {
    const u = await createUser(ctx, { username: `jucator${String(i).padStart(2, '0')}` });
    players.push(u);
    await ctx.db
      .update(users)
      .set({ points: 10 * (i % 7) })
      .where(eq(users.id, u.id));
  }
  // The world was written straight to the database: place it, as a change of points would.
  await refreshPlaces(ctx.app.services);
});
afterAll(() => ctx.close());

describe('GET /api/leaderboard', () => {
  test('defaults: page 1, 10 per page, sorted by total points; admins are not ranked', async () => {
    const res = await get('/api/leaderboard');
    expect(res.statusCode).toBe(200);
    const body = leaderboardResponseSchema.parse(res.json());
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 3, total: 25 });
    expect(body.data).toHaveLength(10);
    expect(body.data.some((r) => r.username === 'admin')).toBe(false);
    const pts = body.data.map((r) => r.points);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
  });

  test('equal points share a rank (1, 2, 2, 4) and are ordered by username; every page agrees', async () => {
    const all: { points: number; username: string; rank: number }[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await get(`/api/leaderboard?page=${page}`)).json().data);
    expect(all).toHaveLength(25);
    for (let i = 0; i < all.length; i++) {
      const expectedRank = all.findIndex((r) => r.points === all[i].points) + 1;
      expect(all[i].rank).toBe(expectedRank);
      if (i > 0 && all[i].points === all[i - 1].points) expect(all[i].username > all[i - 1].username).toBe(true);
    }
    // 60 points: jucator06, 13, 20 share rank 1.
    expect(all.slice(0, 3).map((r) => [r.username, r.rank])).toEqual([
      ['jucator06', 1],
      ['jucator13', 1],
      ['jucator20', 1],
    ]);
  });

  test('sortBy=currentPoints ranks the round; an unknown sortBy is a 400', async () => {
    const match = league.currentMatches[0];
    await ctx.db
      .insert(predictions)
      .values({ userId: players[3].id, matchId: match.id, type: 'score', team1: 1, team2: 0 });
    const admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.documentId}`,
      headers: admin.headers,
      payload: { data: { team1_finalScore: 1, team2_finalScore: 0 } },
    });
    const res = await get('/api/leaderboard?sortBy=currentPoints&pageSize=3');
    expect(res.json().data[0]).toMatchObject({ username: 'jucator03', currentPoints: 100, rank: 1 });
    expect(res.json().data[1].rank).toBe(2);
    expect((await get('/api/leaderboard?sortBy=password')).statusCode).toBe(400);
  });

  test('with a token, meta.me gives the caller’s rank, position and page', async () => {
    const me = players[0]; // 0 points, jucator00: first of the zero group
    const res = await get('/api/leaderboard?sortBy=points&pageSize=10', me);
    const body = res.json();
    expect(body.meta.me.page).toBe(Math.ceil(body.meta.me.position / 10));
    const page = (await get(`/api/leaderboard?sortBy=points&page=${body.meta.me.page}`)).json().data;
    expect(page.find((r: { documentId: string }) => r.documentId === me.documentId)).toBeDefined();
  });

  test('a new account is placed in the background and shows up shortly after', async () => {
    await createUser(ctx, { username: 'nou_venit' });
    await expect
      .poll(async () => (await get('/api/leaderboard?pageSize=100')).json().meta.pagination.total, { timeout: 10_000 })
      .toBe(26);
  });

  test('round={documentId} ranks that round’s points', async () => {
    const res = await get(`/api/leaderboard?round=${league.current.documentId}&pageSize=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ username: 'jucator03', rank: 1, roundPoints: 100 });
    expect((await get('/api/leaderboard?round=necunoscut00000000000000')).statusCode).toBe(404);
  });

  test('a page size over 100 is clamped; unknown keys are a 400', async () => {
    expect((await get('/api/leaderboard?pageSize=1000')).json().meta.pagination.pageSize).toBe(100);
    expect((await get('/api/leaderboard?filters[password][$eq]=x')).statusCode).toBe(400);
    expect((await get('/api/leaderboard?hack=1')).statusCode).toBe(400);
  });
});
