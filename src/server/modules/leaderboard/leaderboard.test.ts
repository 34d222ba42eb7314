import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaderboardResponseSchema, roundLeaderboardResponseSchema } from '../../../domain/leaderboard.schemas.ts';
import { users } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { histogramDrift } from './points-histogram.queries.ts';

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

  test('a new account is ranked at once: counted in the total, last of the zero group by username', async () => {
    await createUser(ctx, { username: 'zz_nou_venit' });
    const body = (await get('/api/leaderboard?pageSize=100')).json();
    expect(body.meta.pagination.total).toBe(26);
    expect(body.data.at(-1)).toMatchObject({ username: 'zz_nou_venit', points: 0 });
    expect(body.data.at(-1).rank).toBe(body.data.findIndex((r: { points: number }) => r.points === 0) + 1);
  });

  test('round={documentId} ranks that round’s points', async () => {
    const res = await get(`/api/leaderboard?round=${league.current.documentId}&pageSize=2`);
    expect(res.statusCode).toBe(200);
    expect(roundLeaderboardResponseSchema.parse(res.json()).data[0]).toMatchObject({
      username: 'jucator03',
      rank: 1,
      roundPoints: 100,
    });
    expect((await get('/api/leaderboard?round=necunoscut00000000000000')).statusCode).toBe(404);
  });

  test('a page size over 100 is clamped; unknown keys are a 400', async () => {
    expect((await get('/api/leaderboard?pageSize=1000')).json().meta.pagination.pageSize).toBe(100);
    expect((await get('/api/leaderboard?filters[password][$eq]=x')).statusCode).toBe(400);
    expect((await get('/api/leaderboard?hack=1')).statusCode).toBe(400);
  });

  test('every page size cuts the same order; each rank is 1 + the accounts with more points', async () => {
    type Row = { username: string; points: number; currentPoints: number; rank: number };
    for (const sortBy of ['points', 'currentPoints'] as const) {
      const all: Row[] = (await get(`/api/leaderboard?sortBy=${sortBy}&pageSize=100`)).json().data;
      const total = all.length;
      for (const size of [3, 7]) {
        const rows: Row[] = [];
        for (let page = 1; page <= Math.ceil(total / size); page++)
          rows.push(...(await get(`/api/leaderboard?sortBy=${sortBy}&page=${page}&pageSize=${size}`)).json().data);
        expect(rows.map((r) => r.username)).toEqual(all.map((r) => r.username));
      }
      for (const [i, r] of all.entries()) {
        expect(r.rank).toBe(1 + all.filter((o) => o[sortBy] > r[sortBy]).length);
        const prev = all[i - 1];
        if (prev && prev[sortBy] === r[sortBy])
          expect(prev.username.toLowerCase() < r.username.toLowerCase()).toBe(true);
      }
      // Past the end: an empty page, the same total.
      const past = (await get(`/api/leaderboard?sortBy=${sortBy}&page=99&pageSize=10`)).json();
      expect(past.data).toEqual([]);
      expect(past.meta.pagination.total).toBe(total);
    }
  });

  test('“Poziția mea”: meta.me names the rank and the position of its row, for every player', async () => {
    for (const sortBy of ['points', 'currentPoints']) {
      const all = (await get(`/api/leaderboard?sortBy=${sortBy}&pageSize=100`)).json().data;
      for (const p of players.slice(0, 8)) {
        const me = (await get(`/api/leaderboard?sortBy=${sortBy}&pageSize=4`, p)).json().meta.me;
        const i = all.findIndex((r: { documentId: string }) => r.documentId === p.documentId);
        expect(me).toEqual({ rank: all[i].rank, position: i + 1, page: Math.ceil((i + 1) / 4) });
      }
    }
  });

  test('new places are read right after the write commits, on cached pages and profiles alike', async () => {
    const admin = await createUser(ctx, { username: 'arbitru2', role: 'admin' });
    const player = players[1]; // 10 points
    const before = (await get('/api/leaderboard?pageSize=5')).json().data; // cached now
    expect(before[0]).toMatchObject({ username: 'jucator03', points: 130, rank: 1 }); // 30 + the 1-0 above
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${player.id}/adjustments`,
      headers: admin.headers,
      payload: { points: 500, reason: 'Corecție' },
    });
    expect(res.statusCode).toBe(201);
    const after = (await get('/api/leaderboard?pageSize=5')).json().data;
    // The adjustment derives the totals again: the 10 written straight to the row give way to the ledger's 500.
    expect(after[0]).toMatchObject({ username: 'jucator01', points: 500, rank: 1 });
    expect(after.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 3, 3]);
    const profile = (await get(`/api/public-profile/${player.documentId}`)).json().user;
    expect(profile.rank.points).toBe(1);
    expect((await get(`/api/public-profile/${players[6].documentId}`)).json().user.rank.points).toBe(3);
  });

  test('the histogram follows every kind of write: totals, a role change, a deletion', async () => {
    const admin = await createUser(ctx, { username: 'arbitru3', role: 'admin' });
    const total = async () => (await get('/api/leaderboard?pageSize=100')).json().meta.pagination.total;
    const start = await total();
    // An account made admin leaves the ranking; one deleted too.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${players[13].id}`,
      headers: admin.headers,
      payload: { role: 4 },
    });
    expect(put.statusCode).toBe(200);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${players[20].id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(await total()).toBe(start - 2);
    expect(await histogramDrift(ctx.db)).toBe(0);
    // 60 points are now held by jucator06 only (13 is an admin, 20 is gone), then the 50s from rank 4.
    const top = (await get('/api/leaderboard?pageSize=5')).json().data;
    expect(top.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
      ['jucator01', 1],
      ['jucator03', 2],
      ['jucator06', 3],
      ['jucator05', 4],
      ['jucator12', 4],
    ]);
  });
});
