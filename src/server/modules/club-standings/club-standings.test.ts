import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLUB_MIN_ACTIVE_FANS } from '../../../domain/club-standings.ts';
import { predict, saveMatch } from '../../test/actions.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { buildClubWorld, type ClubWorld, clubStandings, lines, settledStandings } from './club-standings.world.ts';

// Club against club: the clubs ranked by the average points of their active fans, per season and per round, with
// the 5-fan rule, shared ranks, the best fan, and admins left out; then the counts following the changes.

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let world: ClubWorld;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  world = await buildClubWorld(ctx, NOW);
});
afterAll(() => ctx.close());

describe('the season (sortBy=points, the default)', () => {
  test('ranked by the average of the active fans; equal averages share a rank, more active fans first, then the name', async () => {
    const body = await clubStandings(ctx);
    expect(lines(body)).toEqual([
      '1 Farul 70.4 5/5 Ada',
      '2 Dinamo 50 7/7 alin',
      '2 FCSB 50 6/7 Fane',
      '2 Rapid 50 6/6 mara',
      '- Petrolul 100 4/4 Pit1',
      '- UTA - 0/0 -',
    ]);
    expect(body.meta).toMatchObject({
      sortBy: 'points',
      minActiveFans: CLUB_MIN_ACTIVE_FANS,
      rankedClubs: 4,
      round: { documentId: world.round.documentId, name: 'Etapa 2' },
      pagination: { page: 1, pageSize: 100, pageCount: 1, total: 6 },
    });
    expect(await clubStandings(ctx, '?sortBy=points')).toEqual(body);
  });

  test('each club names its teams, its best fan with their profile id and points', async () => {
    const [farul] = (await clubStandings(ctx)).data;
    expect(farul.team).toEqual({ documentId: world.teams.Farul.documentId, name: 'Farul', emblem: null });
    expect(farul.bestFan).toEqual({ documentId: world.fans.Ada.documentId, username: 'Ada', points: 80 });
  });

  test('an admin fan is no fan: not counted, not the best, whatever their points', async () => {
    const fcsb = (await clubStandings(ctx)).data.find((c) => c.team.name === 'FCSB');
    // 7 fans: the admin Sefu (1,000 points) is not one; Lulu (500, no prediction) is a fan, not an active one.
    expect(fcsb).toMatchObject({ fans: 7, activeFans: 6, score: 50, bestFan: { username: 'Fane', points: 100 } });
  });
});

describe('the round (sortBy=currentPoints)', () => {
  test('active fans are those who predicted a match of the current round, with their round points', async () => {
    const body = await clubStandings(ctx, '?sortBy=currentPoints');
    expect(lines(body)).toEqual([
      '1 Rapid 22 5/6 mara',
      '2 Dinamo 10 5/7 alin',
      '2 Farul 10 5/5 Ada',
      '- Petrolul 50 4/4 Pit1',
      '- FCSB 20 3/7 Fane',
      '- UTA - 0/0 -',
    ]);
    expect(body.meta).toMatchObject({ sortBy: 'currentPoints', rankedClubs: 3 });
    expect(body.data[0].bestFan).toEqual({ documentId: world.fans.mara.documentId, username: 'mara', points: 40 });
  });
});

describe('the query', () => {
  test('pages when asked', async () => {
    const body = await clubStandings(ctx, '?pageSize=2&page=2');
    expect(body.data.map((c) => c.team.name)).toEqual(['FCSB', 'Rapid']);
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 6 });
  });

  test.each([
    ['sortBy=rank', 'rank'],
    ['sortBy[$ne]=points', 'sortBy'],
    ['filters[name][$eq]=FCSB', 'name'],
    ['sort=score:desc', 'score'],
    ['round=x', 'round'],
  ])('%s is a 400 ValidationError', async (query) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/club-standings?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });

  test('the same answer to a visitor and a player, with an ETag', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/club-standings' });
    const player = await ctx.app.inject({
      method: 'GET',
      url: '/api/club-standings',
      headers: world.fans.Fane.headers,
    });
    expect(player.body).toBe(visitor.body);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/club-standings',
      headers: { 'if-none-match': String(visitor.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('counted again after every change', () => {
  test('a result: the previous count is served until the new one is stored, then the new one', async () => {
    const before = await settledStandings(ctx, '?sortBy=currentPoints');
    const res = await saveMatch(ctx, world.admin, world.roundMatch.documentId, {
      team1_finalScore: 1,
      team2_finalScore: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Every round-active fan predicted 1-0: +100 each, and Dinamo won at home: +30 more for its fans.
    const after = await settledStandings(ctx, '?sortBy=currentPoints');
    expect(after.meta.computedAt > before.meta.computedAt).toBe(true);
    expect(lines(after)).toEqual([
      '1 Dinamo 140 5/7 alin',
      '2 Rapid 122 5/6 mara',
      '3 Farul 110 5/5 Ada',
      '- Petrolul 150 4/4 Pit1',
      '- FCSB 120 3/7 Fane',
      '- UTA - 0/0 -',
    ]);
  });

  test('a favourite team changed by the admin moves the fan', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${world.fans.Lulu.id}`,
      headers: world.admin.headers,
      payload: { favTeam: world.teams.UTA.documentId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await settledStandings(ctx);
    expect(body.data.find((c) => c.team.name === 'FCSB')).toMatchObject({ fans: 6, activeFans: 6 });
    expect(body.data.find((c) => c.team.name === 'UTA')).toMatchObject({ fans: 1, activeFans: 0, score: null });
  });

  test('a new prediction makes a fan active in the round', async () => {
    const res = await predict(ctx, world.fans.gigi, {
      data: {
        type: 'cards',
        team1: 1,
        team2: 0,
        match: { connect: [await openMatchOfRound()] },
        user: { connect: [world.fans.gigi.documentId] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const fcsb = (await settledStandings(ctx, '?sortBy=currentPoints')).data.find((c) => c.team.name === 'FCSB');
    expect(fcsb).toMatchObject({ activeFans: 4, rank: null });
  });
});

/** A match of the current round still open for predictions (made on first use). */
let openMatch: string | undefined;
async function openMatchOfRound() {
  if (openMatch) return openMatch;
  const rows = await ctx.db.execute(
    sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
        values (prezice_document_id(), ${new Date(NOW.getTime() + 3 * 24 * 3600_000).toISOString()}::timestamptz,
                ${world.teams.Rapid.id}, ${world.teams.FCSB.id}, ${world.round.id})
        returning document_id`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { document_id: string }[];
  openMatch = list[0].document_id;
  return openMatch;
}
