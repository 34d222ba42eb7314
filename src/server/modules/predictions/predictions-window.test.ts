import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameMessages } from '../../../domain/messages.ts';
import { predictionWindowMessages } from '../../../domain/prediction-window.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { predict, setResult } from '../../test/actions.ts';
import { createLeague, createMatch, createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// When a match takes predictions (src/domain/prediction-window.ts), as the server enforces it: a result closes
// a match whatever its kickoff, and only the current round's matches are open.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 3600_000;
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let admin: TestUser;

const body = (matchId: string, type: string, team1: number, team2: number) => ({
  data: { type, team1, team2, match: { connect: [matchId] } },
});
const patch = (user: TestUser, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/predictions/${id}`, headers: user.headers, payload });
const putRound = (documentId: string, data: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/rounds/${documentId}`, headers: admin.headers, payload: { data } });

/** A fresh match of the given round, kicking off `days` after NOW. */
const freshMatch = (roundId: number, days = 3) =>
  createMatch(ctx.db, {
    roundId,
    team1Id: league.teams[0].id,
    team2Id: league.teams[1].id,
    date: new Date(NOW.getTime() + days * DAY),
  });
const rowsOf = (matchId: number) => ctx.db.select().from(predictions).where(eq(predictions.matchId, matchId));

function expectRefused(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ data: null, error: { status: 400, name: 'ApplicationError', message, details: {} } });
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana' });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

describe('a match with a result is closed, whatever its kickoff', () => {
  test('a result stored before the deadline: POST and PATCH are refused, nothing is stored or changed', async () => {
    const match = await freshMatch(league.current.id);
    const made = await predict(ctx, ana, body(match.documentId, 'score', 2, 1));
    expect(made.statusCode).toBe(201);
    const id = made.json().data.documentId;

    const result = await setResult(ctx, admin, match.documentId, { team1_finalScore: 2, team2_finalScore: 1 });
    expect(result.statusCode).toBe(200);
    // Three days before kickoff: only the result closes it.
    expectRefused(await predict(ctx, ana, body(match.documentId, 'cards', 1, 0)), predictionWindowMessages.hasResult);
    expectRefused(await patch(ana, id, { data: { team1: 0, team2: 0 } }), predictionWindowMessages.hasResult);

    const rows = await rowsOf(match.id);
    expect(rows).toHaveLength(1);
    // The prediction keeps the values it was scored with, and its points.
    expect(rows[0]).toMatchObject({ type: 'score', team1: 2, team2: 1, points: 100 });
  });

  test('moving the kickoff later does not reopen it', async () => {
    const match = await freshMatch(league.current.id);
    expect(
      (await setResult(ctx, admin, match.documentId, { team1_finalScore: 0, team2_finalScore: 0 })).statusCode,
    ).toBe(200);
    const later = await setResult(ctx, admin, match.documentId, {
      date: new Date(NOW.getTime() + 30 * DAY).toISOString(),
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.team1_finalScore).toBe(0);
    expectRefused(await predict(ctx, ana, body(match.documentId, 'score', 0, 0)), predictionWindowMessages.hasResult);
    expect(await rowsOf(match.id)).toHaveLength(0);
  });

  test('cards alone close it too', async () => {
    const match = await freshMatch(league.current.id);
    expect((await setResult(ctx, admin, match.documentId, { final_cards: 'X' })).statusCode).toBe(200);
    expectRefused(await predict(ctx, ana, body(match.documentId, 'cards', 0, 0)), predictionWindowMessages.hasResult);
    expect(await rowsOf(match.id)).toHaveLength(0);
  });

  test('a cleared result puts every prediction back to unscored and reopens the match', async () => {
    const match = await freshMatch(league.current.id);
    expect((await predict(ctx, ana, body(match.documentId, 'score', 1, 0))).statusCode).toBe(201);
    expect((await predict(ctx, ana, body(match.documentId, 'corners', 0, 1))).statusCode).toBe(201);
    const full = { team1_finalScore: 1, team2_finalScore: 0, final_cards: '1', final_corners: '2' };
    expect((await setResult(ctx, admin, match.documentId, full)).statusCode).toBe(200);
    expect((await rowsOf(match.id)).map((r) => r.points).sort()).toEqual([100, 40]);
    const cleared = { team1_finalScore: null, team2_finalScore: null, final_cards: null, final_corners: null };
    expect((await setResult(ctx, admin, match.documentId, cleared)).statusCode).toBe(200);
    expect((await rowsOf(match.id)).map((r) => r.points)).toEqual([null, null]);
    expect((await predict(ctx, ana, body(match.documentId, 'cards', 1, 0))).statusCode).toBe(201);
  });
});

describe('only the current round’s matches are open', () => {
  test('a match of a round that is not current: POST refused, nothing stored', async () => {
    const next = await createRound(ctx.db, 'Etapa 3');
    const match = await freshMatch(next.id);
    expectRefused(
      await predict(ctx, ana, body(match.documentId, 'score', 1, 1)),
      predictionWindowMessages.notCurrentRound,
    );
    expect(await rowsOf(match.id)).toHaveLength(0);
  });

  test('once another round is made current, the old round’s matches refuse POST and PATCH', async () => {
    const match = await freshMatch(league.current.id, 5);
    const made = await predict(ctx, ana, body(match.documentId, 'score', 3, 0));
    expect(made.statusCode).toBe(201);
    const next = await createRound(ctx.db, 'Etapa 4');
    expect((await putRound(next.documentId, { current: true })).statusCode).toBe(200);

    expectRefused(
      await predict(ctx, ana, body(match.documentId, 'cards', 1, 0)),
      predictionWindowMessages.notCurrentRound,
    );
    expectRefused(
      await patch(ana, made.json().data.documentId, { data: { team1: 0, team2: 0 } }),
      predictionWindowMessages.notCurrentRound,
    );
    expect((await rowsOf(match.id)).map((r) => [r.type, r.team1, r.team2])).toEqual([['score', 3, 0]]);

    // The new round's matches are open; making the old round current again reopens its match.
    expect((await predict(ctx, ana, body((await freshMatch(next.id)).documentId, 'score', 1, 0))).statusCode).toBe(201);
    expect((await putRound(league.current.documentId, { current: true })).statusCode).toBe(200);
    expect((await predict(ctx, ana, body(match.documentId, 'cards', 1, 0))).statusCode).toBe(201);
  });

  test('with no current round at all nothing is open', async () => {
    const match = await freshMatch(league.current.id);
    expect((await putRound(league.current.documentId, { current: false })).statusCode).toBe(200);
    expectRefused(
      await predict(ctx, ana, body(match.documentId, 'score', 1, 1)),
      predictionWindowMessages.notCurrentRound,
    );
    expect((await putRound(league.current.documentId, { current: true })).statusCode).toBe(200);
  });

  test('a past round’s match (with its result) names the result, a missing match is still a 404', async () => {
    const past = league.pastMatches[0];
    expectRefused(await predict(ctx, ana, body(past.documentId, 'score', 2, 1)), predictionWindowMessages.hasResult);
    const missing = await predict(ctx, ana, body('zzzzzzzzzzzzzzzzzzzzzzzz', 'score', 1, 1));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(gameMessages.matchNotFound);
    expect(await rowsOf(past.id)).toHaveLength(0);
  });
});
