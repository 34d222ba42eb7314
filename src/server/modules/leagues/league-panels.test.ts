import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leaguePanelsSchema } from '../../../domain/league.schemas.ts';
import { createPrivateLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { call, join, newLeague, players, setPoints } from './leagues.world.ts';

// The panels of home and the leaderboard: in each of the caller's leagues the top 3, the caller with a neighbour on
// each side and the last place, each once, in the standings' order and with the standings' ranks, gaps marked.

let ctx: TestContext;
/** Twelve players with 120, 110, … 10 points (season) and 1, 2, … 12 (round): p1 leads the season, p12 the round. */
let twelve: TestUser[];
let league: { documentId: string; code: string };

beforeAll(async () => {
  ctx = await testApp();
  twelve = await players(ctx, 'p', 12);
  for (const [i, p] of twelve.entries()) await setPoints(ctx, p, 120 - 10 * i, i + 1);
  league = await newLeague(ctx, twelve[0], 'Liga celor 12');
  for (const p of twelve.slice(1)) await join(ctx, p, league.code);
});
afterAll(() => ctx.close());

async function panels(user: TestUser, query = '') {
  const res = await call(ctx, 'GET', `/api/leagues/panels${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return leaguePanelsSchema.parse(res.json());
}

type Row = { position: number; rank: number; username: string; isMe: boolean; gapBefore: boolean };
/** A panel as text: "…" where positions are skipped, "*" on the caller's row. */
const drawn = (rows: Row[]) =>
  rows.flatMap((r) => [...(r.gapBefore ? ['…'] : []), `${r.position}. ${r.rank} ${r.username}${r.isMe ? ' *' : ''}`]);

describe('one league of 12', () => {
  test('the caller 7th: the top 3, …, 6 7 8, …, the last', async () => {
    const { data, meta } = await panels(twelve[6]);
    expect(meta.sortBy).toBe('points');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      documentId: league.documentId,
      name: 'Liga celor 12',
      emblem: null,
      membersCount: 12,
      rankedCount: 12,
    });
    expect(drawn(data[0].rows)).toEqual([
      '1. 1 p1',
      '2. 2 p2',
      '3. 3 p3',
      '…',
      '6. 6 p6',
      '7. 7 p7 *',
      '8. 8 p8',
      '…',
      '12. 12 p12',
    ]);
    expect(data[0].rows[4]).toMatchObject({ points: 60, currentPoints: 7, documentId: twelve[6].documentId });
    expect(Object.keys(data[0].rows[0]).sort()).toEqual(
      ['avatar', 'currentPoints', 'documentId', 'gapBefore', 'isMe', 'points', 'position', 'rank', 'username'].sort(),
    );
  });

  test.each([
    [1, ['1. 1 p1 *', '2. 2 p2', '3. 3 p3', '…', '12. 12 p12']],
    [3, ['1. 1 p1', '2. 2 p2', '3. 3 p3 *', '4. 4 p4', '…', '12. 12 p12']],
    [5, ['1. 1 p1', '2. 2 p2', '3. 3 p3', '4. 4 p4', '5. 5 p5 *', '6. 6 p6', '…', '12. 12 p12']],
    [11, ['1. 1 p1', '2. 2 p2', '3. 3 p3', '…', '10. 10 p10', '11. 11 p11 *', '12. 12 p12']],
    [12, ['1. 1 p1', '2. 2 p2', '3. 3 p3', '…', '11. 11 p11', '12. 12 p12 *']],
  ])('the caller at %i: each row once, in order, gaps only where positions are skipped', async (place, expected) => {
    const { data } = await panels(twelve[place - 1]);
    expect(drawn(data[0].rows)).toEqual(expected);
  });

  test('sortBy=currentPoints ranks the round: p12 leads it, so p1 is last', async () => {
    const { data, meta } = await panels(twelve[0], '?sortBy=currentPoints');
    expect(meta.sortBy).toBe('currentPoints');
    expect(drawn(data[0].rows)).toEqual(['1. 1 p12', '2. 2 p11', '3. 3 p10', '…', '11. 11 p2', '12. 12 p1 *']);
  });

  test('every row is the standings’ own row at that position, for every member and both sorts', async () => {
    for (const sortBy of ['points', 'currentPoints']) {
      const standings: unknown[] = [];
      for (const page of [1, 2]) {
        const res = await call(
          ctx,
          'GET',
          `/api/leagues/${league.documentId}/standings?sortBy=${sortBy}&page=${page}`,
          twelve[0],
        );
        standings.push(...res.json().data.map(({ form: _, ...row }: { form: unknown }) => row));
      }
      for (const member of twelve) {
        const { data } = await panels(member, `?sortBy=${sortBy}`);
        for (const { position, isMe, gapBefore: _, ...row } of data[0].rows) {
          expect(row).toEqual(standings[position - 1]);
          expect(isMe).toBe(row.documentId === member.documentId);
        }
        expect(data[0].rows.filter((r) => r.isMe)).toHaveLength(1);
      }
    }
  });
});

describe('ties, small leagues, admins, several leagues', () => {
  test('ties share a rank, and their order is by username ignoring case, as in the standings', async () => {
    const names = ['Zeta', 'alfa', 'Beta', 'gama', 'Delta', 'eta', 'Teta', 'iota'];
    const made: TestUser[] = [];
    for (const username of names) made.push(await createUser(ctx, { username }));
    // Zeta, alfa, Beta: 90; gama, Delta: 50; eta, Teta: 20; iota: 10.
    for (const [i, points] of [90, 90, 90, 50, 50, 20, 20, 10].entries()) await setPoints(ctx, made[i], points);
    await createPrivateLeague(
      ctx.db,
      made[0].id,
      made.slice(1).map((u) => u.id),
      'Liga egalitatilor',
    );
    // Delta: 4th in the order (rank 4, shared with gama), so gama (5th) is below and Zeta (3rd, rank 1) above.
    expect(drawn((await panels(made[4])).data[0].rows)).toEqual([
      '1. 1 alfa',
      '2. 1 Beta',
      '3. 1 Zeta',
      '4. 4 Delta *',
      '5. 4 gama',
      '…',
      '8. 8 iota',
    ]);
    expect(drawn((await panels(made[6])).data[0].rows)).toEqual([
      '1. 1 alfa',
      '2. 1 Beta',
      '3. 1 Zeta',
      '…',
      '6. 6 eta',
      '7. 6 Teta *',
      '8. 8 iota',
    ]);
  });

  test('a league of two shows both, once each, with no gap', async () => {
    const [solo, friend] = await players(ctx, 'duo', 2);
    await setPoints(ctx, friend, 5);
    await createPrivateLeague(ctx.db, solo.id, [friend.id], 'Doi');
    expect(drawn((await panels(solo)).data[0].rows)).toEqual(['1. 1 duo2', '2. 2 duo1 *']);
  });

  test('admins are not ranked: an admin member is in no row, and an admin caller sees no row of theirs', async () => {
    const admin = await createUser(ctx, { username: 'sef', role: 'admin' });
    await setPoints(ctx, admin, 1000);
    const [a, b] = await players(ctx, 'adm', 2);
    await setPoints(ctx, a, 10);
    await createPrivateLeague(ctx.db, a.id, [admin.id, b.id], 'Cu admin');
    const mine = (await panels(a)).data[0];
    expect(mine).toMatchObject({ membersCount: 3, rankedCount: 2 });
    expect(drawn(mine.rows)).toEqual(['1. 1 adm1 *', '2. 2 adm2']);
    const theirs = (await panels(admin)).data[0];
    expect(drawn(theirs.rows)).toEqual(['1. 1 adm1', '2. 2 adm2']);
  });

  test('two leagues, oldest membership first, each with its own rows and ranks', async () => {
    const [me, rival] = await players(ctx, 'dublu', 2);
    await setPoints(ctx, me, 75);
    await setPoints(ctx, rival, 80);
    const first = await createPrivateLeague(ctx.db, rival.id, [me.id], 'Prima');
    // The second league: me with ten of the twelve (p3…p12), where 75 points is 4th of 11, after 100, 90 and 80.
    const second = await newLeague(ctx, me, 'A doua');
    for (const p of twelve.slice(2)) await join(ctx, p, second.code);
    const { data } = await panels(me);
    expect(data.map((l) => [l.documentId, l.name, l.membersCount])).toEqual([
      [first.documentId, 'Prima', 2],
      [second.documentId, 'A doua', 11],
    ]);
    expect(drawn(data[0].rows)).toEqual(['1. 1 dublu2', '2. 2 dublu1 *']);
    expect(drawn(data[1].rows)).toEqual([
      '1. 1 p3',
      '2. 2 p4',
      '3. 3 p5',
      '4. 4 dublu1 *',
      '5. 5 p6',
      '…',
      '11. 11 p12',
    ]);
  });

  test('a player with no league gets an empty list', async () => {
    const loner = await createUser(ctx, { username: 'singur' });
    expect(await panels(loner)).toEqual({ data: [], meta: { sortBy: 'points' } });
  });
});

describe('the request', () => {
  test('a visitor is refused 401', async () => {
    expect((await call(ctx, 'GET', '/api/leagues/panels', null)).statusCode).toBe(401);
  });

  test.each(['sortBy=email', 'sortBy[$ne]=points', 'page=2', 'pagination[pageSize]=5', 'filters[username][$eq]=p1'])(
    '%s is a 400 ValidationError',
    async (query) => {
      const res = await call(ctx, 'GET', `/api/leagues/panels?${query}`, twelve[0]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    },
  );

  test('"panels" is never taken for a league’s documentId', async () => {
    const res = await call(ctx, 'GET', '/api/leagues/panels', twelve[0]);
    expect(res.json().data[0].rows).toBeDefined();
  });
});
