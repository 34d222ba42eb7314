import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueActivitySchema, leagueStandingsSchema } from '../../../domain/league.schemas.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague as createFixtures, createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { call, join, newLeague, setPoints } from './leagues.world.ts';

// A league's standings follow the public ranking's rules (points, ties, order, 10 a page, "me"), and its activity
// line counts who predicted the round without showing a pick.

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let members: TestUser[];
let league: { documentId: string; code: string };

/** Season and round points, with ties and names whose case differs (the order compares them lower-cased). */
const table: [string, number, number][] = [
  ['Zeta', 120, 10],
  ['alfa', 120, 30],
  ['Beta', 120, 10],
  ['gama', 90, 30],
  ['Delta', 90, 0],
  ['epsilon', 75, 40],
  ['Eta', 60, 0],
  ['teta', 60, 5],
  ['Iota', 40, 5],
  ['kapa', 40, 5],
  ['Lambda', 20, 0],
  ['miu', 0, 0],
  ['niu', 0, 0],
];

type Row = { rank: number; username: string; points: number; currentPoints: number };
const lines = (rows: Row[]) => rows.map((r) => `${r.rank} ${r.username}`);

async function standings(user: TestUser, query = '') {
  const res = await call(ctx, 'GET', `/api/leagues/${league.documentId}/standings${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return leagueStandingsSchema.parse(res.json());
}

async function allStandings(user: TestUser, sortBy: string) {
  const first = await standings(user, `?sortBy=${sortBy}`);
  const rest = await standings(user, `?sortBy=${sortBy}&page=2`);
  return [...first.data, ...rest.data];
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  members = [];
  for (const [name, points, current] of table) {
    const user = await createUser(ctx, { username: name });
    await setPoints(ctx, user, points, current);
    members.push(user);
  }
  league = await newLeague(ctx, members[12]);
  for (const m of members.slice(0, 12)) await join(ctx, m, league.code);
});
afterAll(() => ctx.close());

describe('the standings', () => {
  test.each(['points', 'currentPoints'])('by %s: the same order and ranks as the public ranking', async (sortBy) => {
    // Every ranked account is in the league, so both must agree line for line.
    const res = await call(ctx, 'GET', `/api/leaderboard?sortBy=${sortBy}&pageSize=100`, null);
    const pub = res.json().data as Row[];
    expect(pub).toHaveLength(13);
    const mine = await allStandings(members[0], sortBy);
    expect(lines(mine)).toEqual(lines(pub));
    expect(mine.map((r) => r[sortBy as 'points'])).toEqual(pub.map((r) => r[sortBy as 'points']));
  });

  test('ties share a rank, the next rank skips, and equal points are ordered by username ignoring case', async () => {
    expect(lines(await allStandings(members[0], 'points'))).toEqual([
      '1 alfa',
      '1 Beta',
      '1 Zeta',
      '4 Delta',
      '4 gama',
      '6 epsilon',
      '7 Eta',
      '7 teta',
      '9 Iota',
      '9 kapa',
      '11 Lambda',
      '12 miu',
      '12 niu',
    ]);
  });

  test('10 a page (a larger pageSize is held to 10), and meta.me is the caller’s own place and page', async () => {
    const page1 = await standings(members[11], '?pageSize=50');
    expect(page1.data).toHaveLength(10);
    expect(page1.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 2, total: 13 });
    // miu: rank 12 (tied with niu), 12th in the order, so on page 2.
    expect(page1.meta.me).toEqual({ rank: 12, position: 12, page: 2 });
    const page2 = await standings(members[12], '?page=2');
    expect(lines(page2.data)).toEqual(['11 Lambda', '12 miu', '12 niu']);
    expect(page2.meta.me).toEqual({ rank: 12, position: 13, page: 2 });
    const round = await standings(members[5], '?sortBy=currentPoints');
    expect(round.meta.sortBy).toBe('currentPoints');
    expect(round.meta.me).toEqual({ rank: 1, position: 1, page: 1 });
  });

  test('ranks count members only: a stronger player outside the league changes nothing in it', async () => {
    const star = await createUser(ctx, { username: 'campion' });
    await setPoints(ctx, star, 500, 500);
    const after = await standings(members[0]);
    expect(lines(after.data).slice(0, 3)).toEqual(['1 alfa', '1 Beta', '1 Zeta']);
    expect(after.meta.pagination.total).toBe(13);
  });

  test('an unknown sortBy is a 400; an outsider is refused 403', async () => {
    const bad = await call(ctx, 'GET', `/api/leagues/${league.documentId}/standings?sortBy=email`, members[0]);
    expect(bad.statusCode).toBe(400);
    const outsider = await createUser(ctx, { username: 'strain' });
    const res = await call(ctx, 'GET', `/api/leagues/${league.documentId}/standings`, outsider);
    expect(res.statusCode).toBe(403);
  });
});

describe('the activity line and the form', () => {
  let fixtures: Awaited<ReturnType<typeof createFixtures>>;

  test('counts the members who predicted the current round, and shows no pick', async () => {
    fixtures = await createFixtures(ctx.db, NOW);
    const [m1, m2] = fixtures.currentMatches;
    const past = fixtures.pastMatches[0];
    await ctx.db.insert(predictions).values([
      { userId: members[0].id, matchId: m1.id, type: 'score', team1: 3, team2: 1 },
      { userId: members[0].id, matchId: m2.id, type: 'cards', team1: 1, team2: 0 },
      { userId: members[1].id, matchId: m2.id, type: 'score', team1: 0, team2: 2 },
      // A past round's prediction does not count for this round.
      { userId: members[2].id, matchId: past.id, type: 'score', team1: 1, team2: 1 },
    ]);
    const res = await call(ctx, 'GET', `/api/leagues/${league.documentId}/activity`, members[3]);
    expect(res.statusCode).toBe(200);
    const activity = leagueActivitySchema.parse(res.json().data);
    expect(activity).toEqual({
      round: { documentId: fixtures.current.documentId, name: 'Etapa 2' },
      members: 13,
      predicted: 2,
    });
    expect(Object.keys(res.json().data).sort()).toEqual(['members', 'predicted', 'round']);
  });

  test("each member's form: their points in each of the last rounds up to the current one, oldest first", async () => {
    const setPredictionPoints = (user: TestUser, matchId: number, points: number) =>
      ctx.db
        .update(predictions)
        .set({ points })
        .where(and(eq(predictions.userId, user.id), eq(predictions.matchId, matchId)));
    await setPredictionPoints(members[2], fixtures.pastMatches[0].id, 30);
    await setPredictionPoints(members[0], fixtures.currentMatches[0].id, 100);
    await setPredictionPoints(members[0], fixtures.currentMatches[1].id, 40);
    // A round made after the current one has not been played: it is not part of the form.
    await createRound(ctx.db, 'Etapa 3');
    // Written straight into the tables, as a script would: it tells the instances, as a script must.
    await ctx.app.services.changes.announce('places');
    const { data, meta } = await standings(members[0]);
    expect(meta.form.map((r) => r.name)).toEqual(['Etapa 1', 'Etapa 2']);
    const formOf = (user: TestUser) => data.find((r) => r.documentId === user.documentId)?.form;
    expect(formOf(members[2])).toEqual([30, 0]);
    expect(formOf(members[0])).toEqual([0, 140]);
    expect(formOf(members[1])).toEqual([0, 0]);
  });
});
