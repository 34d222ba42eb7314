import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { roundMessages } from '../../../domain/round.schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: TestUser;
let league: Awaited<ReturnType<typeof createLeague>>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: admin.headers });

beforeAll(async () => {
  ctx = await testApp();
  league = await createLeague(ctx.db, new Date(), 2);
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

test('create a round with winners (rows without a user dropped, best first) and make it current', async () => {
  const a = await createUser(ctx, { username: 'primul' });
  const b = await createUser(ctx, { username: 'doilea' });
  const res = await send('POST', '/api/rounds', {
    data: {
      name: 'Etapa 3',
      current: true,
      winners: [
        { user: { connect: [b.documentId] }, currentPoints: '140.0', prize: 'Fular' },
        { user: null, currentPoints: 10, prize: 'nimic' },
        { user: { connect: [a.documentId] }, currentPoints: 210, prize: 'Tricou oficial' },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({ name: 'Etapa 3', current: true });
  expect(
    res
      .json()
      .data.winners.map((w: { user: { username: string }; currentPoints: number }) => [
        w.user.username,
        w.currentPoints,
      ]),
  ).toEqual([
    ['primul', 210],
    ['doilea', 140],
  ]);
  const current = await rowsOf<{ name: string }>(ctx.db, sql`select name from rounds where current`);
  expect(current).toEqual([{ name: 'Etapa 3' }]);
});

test('edit: rename, replace winners, switch the current round back', async () => {
  const res = await send('PUT', `/api/rounds/${league.current.documentId}`, {
    data: { name: 'Etapa 2 (refăcută)', current: true, winners: [] },
  });
  expect(res.json().data).toMatchObject({ name: 'Etapa 2 (refăcută)', current: true, winners: [] });
  const current = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from rounds where current`);
  expect(Number(current[0].n)).toBe(1);
});

test('a round with matches cannot be deleted; an empty one can', async () => {
  const refused = await send('DELETE', `/api/rounds/${league.past.documentId}`);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.message).toBe(roundMessages.hasMatches);
  const empty = (await send('POST', '/api/rounds', { data: { name: 'De șters' } })).json().data;
  expect((await send('DELETE', `/api/rounds/${empty.documentId}`)).statusCode).toBe(204);
});

test('bad bodies: no name, an unknown winner, points as text, unknown keys', async () => {
  for (const data of [
    {},
    { name: '' },
    { name: 'X', winners: [{ user: 'nuexista0000000000000000', currentPoints: 1, prize: 'x' }] },
    { name: 'X', winners: [{ user: null, currentPoints: 'multe', prize: 'x' }] },
    { name: 'X', hack: true },
  ]) {
    const res = await send('POST', '/api/rounds', { data });
    expect(res.statusCode, JSON.stringify(data)).toBe(400);
  }
});
