import { afterAll, beforeAll, expect, test } from 'vitest';
import { listOf } from '../../../domain/media.schemas.ts';
import { roundSchema } from '../../../domain/round.schemas.ts';
import { roundWinners } from '../../db/tables/rounds.table.ts';
import { createLeague, createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;

beforeAll(async () => {
  ctx = await testApp();
  league = await createLeague(ctx.db, new Date(), 4);
  const a = await createUser(ctx, { username: 'castigator', phone: '+40722222222' });
  const b = await createUser(ctx, { username: 'secund' });
  await ctx.db.insert(roundWinners).values([
    { roundId: league.past.id, userId: b.id, position: 2, currentPoints: 140, prize: 'Fular' },
    { roundId: league.past.id, userId: a.id, position: 1, currentPoints: 210, prize: 'Tricou oficial' },
  ]);
});
afterAll(() => ctx.close());

test('GET /api/rounds: newest first, the current flag, winners by points with public fields only, match ids', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/rounds?populate[winners][populate][user][populate]=avatar',
  });
  expect(res.statusCode).toBe(200);
  // The answer is the domain's contract, which the back office reads.
  expect(listOf(roundSchema).safeParse(res.json()).error?.issues ?? []).toEqual([]);
  const [current, past] = res.json().data;
  expect(current).toMatchObject({ name: 'Etapa 2', current: true, winners: [] });
  expect(past.winners.map((w: { user: { username: string }; prize: string }) => [w.user.username, w.prize])).toEqual([
    ['castigator', 'Tricou oficial'],
    ['secund', 'Fular'],
  ]);
  expect(past.matches).toHaveLength(2);
  expect(JSON.stringify(res.json())).not.toMatch(/email|phone|password/);
});

test('filters, findOne and the 404', async () => {
  const cur = await ctx.app.inject({ method: 'GET', url: '/api/rounds?filters[current][$eq]=true' });
  expect(cur.json().data.map((r: { name: string }) => r.name)).toEqual(['Etapa 2']);
  const one = await ctx.app.inject({ method: 'GET', url: `/api/rounds/${league.past.documentId}` });
  expect(one.json().data.name).toBe('Etapa 1');
  expect((await ctx.app.inject({ method: 'GET', url: '/api/rounds/nuexista0000000000000000' })).statusCode).toBe(404);
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/rounds?filters[winners][user][email][$eq]=x' })).statusCode,
  ).toBe(400);
});
