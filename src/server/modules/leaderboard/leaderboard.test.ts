import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaderboardResponseSchema } from '../../../domain/leaderboard.schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { predictions } from '../predictions/predictions.table.ts';
import { users } from '../users/users.table.ts';
import { RANKINGS_VACUUM_JOB, VACUUM_AFTER_ACCOUNTS } from './leaderboard.jobs.ts';
import { histogramDrift } from './leaderboard.queries.ts';
import { FENCE_EVERY, findersSettled, pointsChanged } from './leaderboard.service.ts';

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
    expect(res.json().data[0]).toMatchObject({ username: 'jucator03', rank: 1, roundPoints: 100 });
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

describe('GET /api/leaderboard deep inside a large tie (pages seek from fences)', () => {
  let big: TestContext;
  const TIE = 3 * FENCE_EVERY + 41;
  const order = async (column: 'points' | 'current_points') =>
    (
      await rowsOf<{ username: string }>(
        big.db,
        sql`select username from users where role_id <> 4
            order by ${sql.raw(column)} desc, lower(username), id`,
      )
    ).map((r) => r.username);
  const page = async (sortBy: string, n: number, size: number) =>
    (await big.app.inject({ method: 'GET', url: `/api/leaderboard?sortBy=${sortBy}&page=${n}&pageSize=${size}` }))
      .json()
      .data.map((r: { username: string; rank: number }) => r.username);

  beforeAll(async () => {
    big = await testApp({ now: NOW });
    // A tie of TIE accounts at 50 points (names in mixed case, so that the order is lower(username)), 60 at 40,
    // every current total 0 (one tie of all): inserted in one statement, the histogram kept by its trigger.
    await big.db.execute(sql`insert into users (document_id, username, email, password_hash, role_id, points, current_points)
      select 'tie' || lpad(n::text, 21, '0'),
             (array['Fan_', 'fan', 'FAN-'])[1 + n % 3] || (n * 7919 % 100003),
             'tie' || n || '@test.local', 'x', 3, case when n <= ${TIE} then 50 else 40 end, 0
      from generate_series(1, ${TIE + 60}) n`);
  });
  afterAll(() => big.close());

  test('every page cuts the one order, past every fence and across the tie’s end', async () => {
    for (const [sortBy, column] of [
      ['points', 'points'],
      ['currentPoints', 'current_points'],
    ] as const) {
      const expected = await order(column);
      // Pages walk a tie until its fences are there, then seek from them: both ways are read.
      for (const n of [37, 74]) await page(sortBy, n, 7);
      await findersSettled(big.app.services);
      // Size 7 never lines up with the fences; the pages around each fence, the tie's end and the last page.
      const pages = new Set([1, 36, 37, 38, 73, 74, 110, 111, 112, 113, Math.ceil(expected.length / 7)]);
      for (const n of pages)
        expect(await page(sortBy, n, 7), `${sortBy} page ${n}`).toEqual(expected.slice((n - 1) * 7, n * 7));
      const all: string[] = [];
      for (let n = 1; n <= Math.ceil(expected.length / 100); n++) all.push(...(await page(sortBy, n, 100)));
      expect(all).toEqual(expected);
    }
  });

  test('a write inside the tie moves the fences with it: pages read the new order at once', async () => {
    const admin = await createUser(big, { username: 'arbitru9', role: 'admin' });
    await page('points', 60, 7); // fences of the 50-point tie computed and kept
    await findersSettled(big.app.services);
    const movers = await rowsOf<{ id: number }>(
      big.db,
      sql`select id from users where points = 50 order by lower(username) limit 5`,
    );
    for (const m of movers) {
      const res = await big.app.inject({
        method: 'POST',
        url: `/api/users/${m.id}/adjustments`,
        headers: admin.headers,
        payload: { points: -10, reason: 'Corecție' },
      });
      expect(res.statusCode).toBe(201);
    }
    const expected = await order('points');
    for (const n of [36, 37, 73, 74, 110, 111])
      expect(await page('points', n, 7)).toEqual(expected.slice((n - 1) * 7, n * 7));
  });
});

describe('after a change of points that moved many accounts', () => {
  let vac: TestContext;
  beforeAll(async () => {
    vac = await testApp({ now: NOW });
  });
  afterAll(() => vac.close());
  const jobStates = async () =>
    (await rowsOf<{ state: string }>(vac.db, sql`select state from jobs where kind = ${RANKINGS_VACUUM_JOB}`)).map(
      (r) => r.state,
    );

  test('users is vacuumed by a job, so that pages read the index alone again', async () => {
    pointsChanged(vac.app.services, VACUUM_AFTER_ACCOUNTS - 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(await jobStates()).toEqual([]);
    // Two large changes at once: one pending job takes both (a runner may already have claimed the first).
    pointsChanged(vac.app.services, VACUUM_AFTER_ACCOUNTS);
    pointsChanged(vac.app.services, 250_000);
    await expect.poll(async () => (await jobStates()).length).toBeGreaterThan(0);
    await vac.app.services.jobs.drain();
    const states = await jobStates();
    expect(states.length).toBeLessThanOrEqual(2);
    expect(new Set(states)).toEqual(new Set(['done']));
    const vacuums = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(
            vac.db,
            sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'users'`,
          )
        )[0].n,
      );
    await expect.poll(vacuums).toBeGreaterThan(0);
  });
});
