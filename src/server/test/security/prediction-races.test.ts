import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { predictionWindowMessages } from '../../../domain/prediction-window.ts';
import { type PredictionType, scorePrediction } from '../../../domain/scoring.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createMatch, createRound, createUser, type TestUser } from '../factories.ts';
import { type TestContext, testApp } from '../test-app.ts';
import { driftFromRecomputation, NO_DRIFT } from './crash-checks.ts';

// Races between players predicting and an admin closing the match (a result) or the round (another round made
// current), through HTTP, on PGlite and on PostgreSQL. Whatever the interleaving: no 5xx; every prediction that
// exists once the result is stored is scored with the values it holds; totals equal a fresh recomputation; and
// once the other round is current, the old round's matches refuse.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 3600_000;
const N = 60;
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let admin: TestUser;
let players: TestUser[];

const inject = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, user: TestUser) =>
  ctx.app.inject({ method, url, payload, headers: user.headers });
const predict = (user: TestUser, matchId: string, type: PredictionType, team1: number, team2: number) =>
  inject('POST', '/api/predictions', { data: { type, team1, team2, match: { connect: [matchId] } } }, user);
const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode);
const halves = <T>(list: T[]) => [list.slice(0, list.length / 2), list.slice(list.length / 2)];

const newMatch = (roundId: number, i: number) =>
  createMatch(ctx.db, {
    roundId,
    team1Id: league.teams[i % 2].id,
    team2Id: league.teams[2 + (i % 2)].id,
    date: new Date(NOW.getTime() + 3 * DAY),
  });

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  // A third of the players support the home team of the first matches: their +30 bonuses count in the totals too.
  players = [];
  for (let i = 0; i < N; i++)
    players.push(
      await createUser(ctx, { username: `jucator_${i}`, favTeamId: i % 3 === 0 ? league.teams[0].id : undefined }),
    );
});
afterAll(() => ctx.close());

describe('predictions racing the result of their match', () => {
  test(`${N} new predictions while the admin stores the result: every stored one is scored`, async () => {
    const match = await newMatch(league.current.id, 0);
    const [early, late] = halves(players);
    const result = { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' };
    const answers = await Promise.all([
      ...early.map((p, i) => predict(p, match.documentId, 'score', i % 4, (i + 1) % 3)),
      inject('PUT', `/api/matches/${match.documentId}`, { data: result }, admin),
      ...late.map((p, i) => predict(p, match.documentId, 'score', i % 4, (i + 1) % 3)),
    ]);
    const put = answers[early.length];
    expect(put.statusCode, put.body).toBe(200);
    const posts = answers.filter((a) => a !== put);
    expect(statuses(posts).every((c) => c === 201 || c === 400)).toBe(true);
    for (const refused of posts.filter((a) => a.statusCode === 400))
      expect(refused.json().error.message).toBe(predictionWindowMessages.hasResult);

    const rows = await ctx.db.select().from(predictions).where(eq(predictions.matchId, match.id));
    expect(rows).toHaveLength(posts.filter((a) => a.statusCode === 201).length);
    const final = { team1Goals: 2, team2Goals: 1, cards: '1', corners: 'X' } as const;
    for (const row of rows) {
      expect(row.points).not.toBeNull();
      expect(row.points).toBe(scorePrediction({ type: 'score', team1: row.team1, team2: row.team2 }, final));
    }
    // Every request sent after the result was answered is refused.
    const after = await Promise.all(late.map((p) => predict(p, match.documentId, 'cards', 1, 0)));
    expect(statuses(after).every((c) => c === 400)).toBe(true);
    expect(await driftFromRecomputation(ctx.db, match.id)).toEqual(NO_DRIFT);
  });

  test(`${N} changes of existing predictions while the admin stores the result: each keeps the points of its values`, async () => {
    const match = await newMatch(league.current.id, 1);
    const made = await Promise.all(players.map((p) => predict(p, match.documentId, 'corners', 1, 0)));
    expect(statuses(made).every((c) => c === 201)).toBe(true);
    const ids = made.map((r) => r.json().data.documentId as string);
    const [early, late] = halves(players.map((p, i) => ({ p, id: ids[i] })));
    const change = ({ p, id }: { p: TestUser; id: string }) =>
      inject('PATCH', `/api/predictions/${id}`, { data: { team1: 0, team2: 1 } }, p);
    const result = { team1_finalScore: 0, team2_finalScore: 0, final_cards: 'X', final_corners: '2' };
    const answers = await Promise.all([
      ...early.map(change),
      inject('PUT', `/api/matches/${match.documentId}`, { data: result }, admin),
      ...late.map(change),
    ]);
    const put = answers[early.length];
    expect(put.statusCode, put.body).toBe(200);
    const patches = answers.filter((a) => a !== put);
    expect(statuses(patches).every((c) => c === 200 || c === 400)).toBe(true);
    for (const refused of patches.filter((a) => a.statusCode === 400))
      expect(refused.json().error.message).toBe(predictionWindowMessages.hasResult);

    const rows = await ctx.db.select().from(predictions).where(eq(predictions.matchId, match.id));
    expect(rows).toHaveLength(N);
    const final = { team1Goals: 0, team2Goals: 0, cards: 'X', corners: '2' } as const;
    for (const row of rows)
      expect(row.points).toBe(scorePrediction({ type: 'corners', team1: row.team1, team2: row.team2 }, final));
    // The answered changes are the ones stored: 40 points for the switch to '2', 0 for the kept '1'.
    const changed = patches.filter((a) => a.statusCode === 200).length;
    expect(rows.filter((r) => r.points === 40)).toHaveLength(changed);
    expect(await driftFromRecomputation(ctx.db, match.id)).toEqual(NO_DRIFT);
  });
});

describe('predictions racing another round made current', () => {
  test(`${N} predictions on the current round while the admin makes another one current`, async () => {
    const match = await newMatch(league.current.id, 0);
    const next = await createRound(ctx.db, 'Etapa următoare');
    const [early, late] = halves(players);
    const answers = await Promise.all([
      ...early.map((p) => predict(p, match.documentId, 'cards', 0, 1)),
      inject('PUT', `/api/rounds/${next.documentId}`, { data: { current: true } }, admin),
      ...late.map((p) => predict(p, match.documentId, 'cards', 0, 1)),
    ]);
    const put = answers[early.length];
    expect(put.statusCode, put.body).toBe(200);
    const posts = answers.filter((a) => a !== put);
    expect(statuses(posts).every((c) => c === 201 || c === 400)).toBe(true);
    for (const refused of posts.filter((a) => a.statusCode === 400))
      expect(refused.json().error.message).toBe(predictionWindowMessages.notCurrentRound);
    const rows = await ctx.db.select().from(predictions).where(eq(predictions.matchId, match.id));
    expect(rows).toHaveLength(posts.filter((a) => a.statusCode === 201).length);

    // After the switch has committed, the old round's match refuses everyone, and nothing more is stored.
    const after = await Promise.all(players.map((p) => predict(p, match.documentId, 'corners', 1, 0)));
    expect(statuses(after).every((c) => c === 400)).toBe(true);
    for (const r of after) expect(r.json().error.message).toBe(predictionWindowMessages.notCurrentRound);
    expect(await ctx.db.select().from(predictions).where(eq(predictions.matchId, match.id))).toHaveLength(rows.length);

    const back = await inject('PUT', `/api/rounds/${league.current.documentId}`, { data: { current: true } }, admin);
    expect(back.statusCode).toBe(200);
  });
});

describe('results racing another round made current', () => {
  const ROUNDS = 4;

  test(`results of ${ROUNDS} rounds stored while the current round moves between them: totals stay whole`, {
    timeout: 120_000,
  }, async () => {
    const rounds = [league.current];
    for (let i = 1; i < ROUNDS; i++) rounds.push(await createRound(ctx.db, `Etapa paralelă ${i}`));
    const matches = await Promise.all(rounds.map((r, i) => newMatch(r.id, i)));
    // Everyone predicts every match while its round is current, straight in the database.
    await ctx.db
      .insert(predictions)
      .values(
        matches.flatMap((m, k) =>
          players.map((p, i) => ({ userId: p.id, matchId: m.id, type: 'score', team1: (i + k) % 3, team2: i % 2 })),
        ),
      );
    const results = [1, 0, 2, 1].map((g, i) => ({ team1_finalScore: g, team2_finalScore: i % 2 }));
    for (let race = 0; race < 3; race++) {
      const answers = await Promise.all([
        ...matches.map((m, i) =>
          inject(
            'PUT',
            `/api/matches/${m.documentId}`,
            { data: { ...results[i], team2_finalScore: race, correction_reason: 'Cursă de test' } },
            admin,
          ),
        ),
        ...rounds.map((r) => inject('PUT', `/api/rounds/${r.documentId}`, { data: { current: true } }, admin)),
      ]);
      expect(statuses(answers), answers.map((a) => a.body).join('\n')).toEqual(answers.map(() => 200));
      const drift = await Promise.all(matches.map((m) => driftFromRecomputation(ctx.db, m.id)));
      expect(drift).toEqual(matches.map(() => NO_DRIFT));
    }
    const back = await inject('PUT', `/api/rounds/${league.current.documentId}`, { data: { current: true } }, admin);
    expect(back.statusCode).toBe(200);
    await ctx.db.delete(predictions).where(
      inArray(
        predictions.matchId,
        matches.map((m) => m.id),
      ),
    );
  });
});

describe('point adjustments racing another round made current', () => {
  // Every adjustment and switch derives totals and refreshes the places: slow on PGlite under load.
  test(`${N} adjustments while the current round moves back and forth: totals stay whole`, {
    timeout: 120_000,
  }, async () => {
    const other = await createRound(ctx.db, 'Etapa ajustărilor');
    const match = await newMatch(other.id, 0);
    await ctx.db
      .insert(predictions)
      .values(
        players.map((p, i) => ({ userId: p.id, matchId: match.id, type: 'score', team1: 1, team2: 0, points: i })),
      );
    const makeCurrent = (documentId: string) =>
      inject('PUT', `/api/rounds/${documentId}`, { data: { current: true } }, admin);
    // A switch derives every total again: a whole starting point.
    expect((await makeCurrent(other.documentId)).statusCode).toBe(200);
    expect((await makeCurrent(league.current.documentId)).statusCode).toBe(200);
    for (let race = 0; race < 3; race++) {
      const [early, late] = halves(players);
      const adjust = (p: TestUser) =>
        inject('POST', `/api/users/${p.id}/adjustments`, { points: 5, reason: `Corecție ${race}` }, admin);
      const answers = await Promise.all([
        ...early.map(adjust),
        makeCurrent(other.documentId),
        ...late.map(adjust),
        makeCurrent(league.current.documentId),
      ]);
      const expected = [...early.map(() => 201), 200, ...late.map(() => 201), 200];
      expect(statuses(answers), answers.map((a) => a.body).join('\n')).toEqual(expected);
      expect((await driftFromRecomputation(ctx.db, match.id)).totals).toBe(0);
    }
  });
});
