import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { liveMessages } from '../../../domain/live.schemas.ts';
import { resultIfFinal } from '../../../domain/live.ts';
import { favouriteBonus, type PredictionValues, scorePrediction } from '../../../domain/scoring.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The live score of the back office and the projection "dacă scorul rămâne așa", on a real database.

const NOW = new Date('2026-05-10T18:30:00Z');
const HOUR = 3_600_000;
let ctx: TestContext;
let admin: TestUser;
const players: TestUser[] = [];
let teamA: number;
let teamB: number;
let live: { id: number; documentId: string };
let finished: { id: number; documentId: string };
let later: { id: number; documentId: string };
let other: { id: number; documentId: string };

/** The predictions on the live match, by player index. */
const onLive: Record<number, PredictionValues[]> = {
  0: [
    { type: 'score', team1: 2, team2: 1 },
    { type: 'cards', team1: 1, team2: 0 },
    { type: 'corners', team1: 0, team2: 0 },
  ],
  1: [
    { type: 'score', team1: 1, team2: 1 },
    { type: 'cards', team1: 0, team2: 1 },
  ],
  2: [{ type: 'score', team1: 0, team2: 0 }],
};
const LIVE_SCORE = {
  homeGoals: 2,
  awayGoals: 1,
  homeCards: 3,
  awayCards: 1,
  homeCorners: 4,
  awayCorners: 4,
  minute: 67,
};

const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers?: object, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as object });
const putLive = (documentId: string, data: unknown, who: TestUser | null = admin) =>
  req('PUT', `/api/matches/${documentId}/live`, who?.headers, { data });

async function storedPoints() {
  return ctx.db
    .select({ id: users.id, points: users.points, current: users.currentPoints })
    .from(users)
    .orderBy(users.id);
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  const [a, b, c, d] = await Promise.all(['Alfa', 'Beta', 'Gama', 'Delta'].map((n) => createTeam(ctx.db, n)));
  teamA = a.id;
  teamB = b.id;
  for (const [i, name] of ['ana', 'bogdan', 'carmen', 'dan'].entries())
    players.push(await createUser(ctx, { username: name, favTeamId: i === 0 ? teamA : undefined }));
  const round = await createRound(ctx.db, 'Etapa 12', true);
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  live = await createMatch(ctx.db, { roundId: round.id, team1Id: a.id, team2Id: b.id, date: at(-HOUR / 2) });
  finished = await createMatch(ctx.db, { roundId: round.id, team1Id: c.id, team2Id: d.id, date: at(-24 * HOUR) });
  later = await createMatch(ctx.db, { roundId: round.id, team1Id: c.id, team2Id: a.id, date: at(24 * HOUR) });
  other = await createMatch(ctx.db, { roundId: round.id, team1Id: d.id, team2Id: b.id, date: at(-HOUR) });
  for (const [i, list] of Object.entries(onLive))
    for (const p of list)
      await ctx.db.insert(predictions).values({ userId: players[Number(i)].id, matchId: live.id, ...p });
  for (const i of [1, 3])
    await ctx.db
      .insert(predictions)
      .values({ userId: players[i].id, matchId: finished.id, type: 'score', team1: 1, team2: 0 });
  const result = await req('PUT', `/api/matches/${finished.documentId}`, admin.headers, {
    data: { team1_finalScore: 1, team2_finalScore: 0 },
  });
  expect(result.statusCode).toBe(200);
});

afterAll(async () => {
  await ctx?.close();
});

describe('PUT /api/matches/:id/live', () => {
  test('needs an admin: 401 without a token, 403 for a player', async () => {
    expect((await putLive(live.documentId, LIVE_SCORE, null)).statusCode).toBe(401);
    expect((await putLive(live.documentId, LIVE_SCORE, players[0])).statusCode).toBe(403);
    expect((await req('DELETE', `/api/matches/${live.documentId}/live`, players[0].headers)).statusCode).toBe(403);
  });

  test('refuses what is not a score, in Romanian (400)', async () => {
    const cases: [unknown, string][] = [
      [{ awayGoals: 1 }, liveMessages.goals],
      [{ homeGoals: -1, awayGoals: 0 }, liveMessages.goals],
      [{ homeGoals: 1.5, awayGoals: 0 }, liveMessages.goals],
      [{ homeGoals: 1, awayGoals: 0, homeCards: 100 }, liveMessages.count],
      [{ homeGoals: 1, awayGoals: 0, minute: 151 }, liveMessages.minute],
      [{ homeGoals: 1, awayGoals: 0, extra: 1 }, 'Invalid key extra'],
    ];
    for (const [data, message] of cases) {
      const res = await putLive(live.documentId, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(JSON.stringify(res.json().error), JSON.stringify(data)).toContain(message);
    }
    expect((await putLive('nu-exista-meciul', LIVE_SCORE)).statusCode).toBe(404);
  });

  test('only a match that has kicked off (400) and has no final result (409)', async () => {
    const early = await putLive(later.documentId, LIVE_SCORE);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(liveMessages.notStarted);
    const done = await putLive(finished.documentId, LIVE_SCORE);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(liveMessages.finished);
    expect((await req('GET', '/api/live')).json().data).toEqual([]);
  });

  test('a live score is shown as live and never changes stored points', async () => {
    const before = await storedPoints();
    const res = await putLive(live.documentId, LIVE_SCORE);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ match: { documentId: live.documentId }, ...LIVE_SCORE });
    const snapshot = (await req('GET', '/api/live')).json();
    expect(snapshot.data).toHaveLength(1);
    expect(snapshot.data[0]).toMatchObject({ match: { id: live.id }, homeGoals: 2, awayGoals: 1, minute: 67 });
    expect(snapshot.meta.projection).toEqual(expect.any(Number));
    expect(await storedPoints()).toEqual(before);
    const pending = await rowsOf<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from predictions where match_id = ${live.id} and points is not null`,
    );
    expect(Number(pending[0].n)).toBe(0);
  });

  test('the projection is the game’s scoring of the live score, on the stored round points', async () => {
    const result = resultIfFinal({ ...LIVE_SCORE });
    const expected = players.map((p, i) => {
      const list = onLive[i] ?? [];
      const stored = i === 1 || i === 3 ? 100 : 0;
      const own = list.reduce((sum, v) => sum + (scorePrediction(v, result) ?? 0), 0);
      const bonus = favouriteBonus({
        favTeamId: i === 0 ? teamA : null,
        team1Id: teamA,
        team2Id: teamB,
        result,
        predicted: list.length > 0,
      });
      return { username: p.username, roundPoints: stored + own + bonus };
    });
    const res = await req('GET', '/api/leaderboard/live?pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ live: true, pagination: { page: 1, pageSize: 2, total: 4, pageCount: 2 } });
    const page2 = (await req('GET', '/api/leaderboard/live?page=2&pageSize=2', players[2].headers)).json();
    const all = [...body.data, ...page2.data];
    const sorted = [...expected].sort((x, y) => y.roundPoints - x.roundPoints);
    expect(
      all.map((e: { username: string; roundPoints: number }) => ({ username: e.username, roundPoints: e.roundPoints })),
    ).toEqual(sorted);
    expect(all.map((e: { place: number }) => e.place)).toEqual([1, 2, 3, 4]);
    expect(sorted.map((e) => e.roundPoints)).toEqual([210, 130, 100, 0]);
    expect(page2.meta.me).toMatchObject({ place: 4, position: 4, page: 2, roundPoints: 0 });
  });

  test('a changed live score moves the projection, not the stored points', async () => {
    const before = await storedPoints();
    expect((await putLive(live.documentId, { homeGoals: 0, awayGoals: 0 })).statusCode).toBe(200);
    const board = (await req('GET', '/api/leaderboard/live')).json();
    const carmen = board.data.find((e: { username: string }) => e.username === 'carmen');
    // 0-0: Carmen's exact score (100) ties with the stored 100 of Bogdan and Dan; equal points share a place.
    expect(carmen).toMatchObject({ roundPoints: 100, place: 1 });
    expect(board.data.map((e: { place: number }) => e.place)).toEqual([1, 1, 1, 4]);
    expect(await storedPoints()).toEqual(before);
  });

  test('the final result removes the live state; the stored points then equal the last projection', async () => {
    expect((await putLive(live.documentId, LIVE_SCORE)).statusCode).toBe(200);
    const projected = (await req('GET', '/api/leaderboard/live')).json().data as {
      username: string;
      roundPoints: number;
    }[];
    const res = await req('PUT', `/api/matches/${live.documentId}`, admin.headers, {
      data: { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' },
    });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', '/api/live')).json()).toEqual({ data: [], meta: { projection: null } });
    expect((await req('GET', '/api/leaderboard/live')).json().meta.live).toBe(false);
    const stored = await ctx.db.select({ username: users.username, current: users.currentPoints }).from(users);
    for (const p of projected) expect(stored.find((s) => s.username === p.username)?.current).toBe(p.roundPoints);
    expect((await putLive(live.documentId, LIVE_SCORE)).statusCode).toBe(409);
  });

  test('DELETE ends a live state without a result (204, then 404)', async () => {
    expect((await putLive(other.documentId, { homeGoals: 1, awayGoals: 0, minute: 12 })).statusCode).toBe(200);
    expect((await req('GET', '/api/live')).json().data).toHaveLength(1);
    expect((await req('DELETE', `/api/matches/${other.documentId}/live`)).statusCode).toBe(401);
    expect((await req('DELETE', `/api/matches/${other.documentId}/live`, admin.headers)).statusCode).toBe(204);
    expect((await req('GET', '/api/live')).json().data).toEqual([]);
    expect((await req('DELETE', `/api/matches/${other.documentId}/live`, admin.headers)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, players[3].id));
    expect(row.currentPoints).toBe(100);
  });
});
