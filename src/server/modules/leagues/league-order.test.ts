import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueStandingsSchema } from '../../../domain/league.schemas.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { call, join, newLeague, players, setPoints } from './leagues.world.ts';

// The standings are served from an order kept in the process (leagues.cache.ts). Every write that changes who is
// in a league, their points or their names must drop it: each test reads the standings first (so the order is
// kept), writes through the API, and reads again.

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
let mates: TestUser[];
let league: { documentId: string; code: string };

async function lines(sortBy = 'points') {
  const res = await call(ctx, 'GET', `/api/leagues/${league.documentId}/standings?sortBy=${sortBy}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return leagueStandingsSchema.parse(res.json()).data.map((r) => `${r.rank} ${r.username} ${r[sortBy as 'points']}`);
}

/** Reads twice, so that the second read is the kept order's. */
async function kept() {
  const first = await lines();
  expect(await lines()).toEqual(first);
  return first;
}

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  owner = await createUser(ctx, { username: 'owner' });
  mates = await players(ctx, 'mate', 3);
  await setPoints(ctx, owner, 50, 5);
  await setPoints(ctx, mates[0], 40, 4);
  await setPoints(ctx, mates[1], 30, 3);
  await setPoints(ctx, mates[2], 20, 2);
  league = await newLeague(ctx, owner);
  await join(ctx, mates[0], league.code);
  await join(ctx, mates[1], league.code);
});
afterAll(() => ctx.close());

describe('the kept order follows every write', () => {
  test('a member who joins is ranked at once; one who leaves is gone at once', async () => {
    expect(await kept()).toEqual(['1 owner 50', '2 mate1 40', '3 mate2 30']);
    await join(ctx, mates[2], league.code);
    expect(await kept()).toEqual(['1 owner 50', '2 mate1 40', '3 mate2 30', '4 mate3 20']);
    expect((await call(ctx, 'POST', `/api/leagues/${league.documentId}/leave`, mates[1])).statusCode).toBe(204);
    expect(await kept()).toEqual(['1 owner 50', '2 mate1 40', '3 mate3 20']);
  });

  test('a member the owner removes is gone at once', async () => {
    await join(ctx, mates[1], league.code);
    expect(await kept()).toContain('3 mate2 30');
    const res = await call(ctx, 'DELETE', `/api/leagues/${league.documentId}/members/${mates[1].documentId}`, owner);
    expect(res.statusCode, res.body).toBe(204);
    expect(await kept()).toEqual(['1 owner 50', '2 mate1 40', '3 mate3 20']);
  });

  test("an admin's adjustment moves the member and their rank, in the season and the round alike", async () => {
    await kept();
    expect(await lines('currentPoints')).toEqual(['1 owner 5', '2 mate1 4', '3 mate3 2']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${mates[2].id}/adjustments`,
      headers: admin.headers,
      payload: { points: 50, reason: 'Bonus de fair-play' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await kept()).toEqual(['1 mate3 50', '1 owner 50', '3 mate1 40']);
    // No round is current here: totals are derived again from predictions and adjustments, so the round's are 0.
    expect(await lines('currentPoints')).toEqual(['1 owner 5', '2 mate1 4', '3 mate3 0']);
  });

  test('a rename moves a member inside a tie (ties are ordered by name)', async () => {
    expect(await kept()).toEqual(['1 mate3 50', '1 owner 50', '3 mate1 40']);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${mates[2].id}`,
      headers: admin.headers,
      payload: { username: 'zmeul' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toEqual(['1 owner 50', '1 zmeul 50', '3 mate1 40']);
  });

  test("a deleted account's line goes at once", async () => {
    await kept();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${mates[0].id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toEqual(['1 owner 50', '1 zmeul 50']);
  });
});

describe('reads while the new order is read', () => {
  test('after points move, reads that come together get the order of before or of after, never a mix; the next gets after', async () => {
    const before = await kept();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/adjustments`,
      headers: admin.headers,
      payload: { points: -40, reason: 'Penalizare de test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Totals are derived again from predictions and adjustments: the owner has only this one.
    const after = ['1 zmeul 50', '2 owner -40'];
    // Eight reads at once: the first to ask reads the new order; the others may be answered the one of before.
    const together = await Promise.all(Array.from({ length: 8 }, () => lines()));
    for (const seen of together) expect([before, after]).toContainEqual(seen);
    expect(together).toContainEqual(after);
    expect(await lines()).toEqual(after);
  });

  test('a membership change is never answered from before it, even to reads that come together', async () => {
    const newcomer = await createUser(ctx, { username: 'nou' });
    await kept();
    await join(ctx, newcomer, league.code);
    const together = await Promise.all(Array.from({ length: 8 }, () => lines()));
    for (const seen of together) expect(seen).toEqual(['1 zmeul 50', '2 nou 0', '3 owner -40']);
  });
});
