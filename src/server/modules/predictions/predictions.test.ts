import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages, gameMessages } from '../../../domain/messages.ts';
import { predict } from '../../test/actions.ts';
import { createLeague, createMatch, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let bob: TestUser;
let unverified: TestUser;
let admin: TestUser;

const body = (matchId: string, userId: string, type: string, team1: number, team2: number) => ({
  data: { type, team1, team2, match: { connect: [matchId] }, user: { connect: [userId] } },
});

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
  unverified = await createUser(ctx, { username: 'nou', verified: false });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

describe('POST /api/predictions', () => {
  test('a verified user predicts a score: 201 with the prediction and its match', async () => {
    const match = league.currentMatches[0];
    const res = await predict(ctx, ana, body(match.documentId, ana.documentId, 'score', 2, 1));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'score', team1: 2, team2: 1, points: null });
    expect(res.json().data.match.documentId).toBe(match.documentId);
  });

  test('the same type twice is refused with a clear 400', async () => {
    const match = league.currentMatches[0];
    const res = await predict(ctx, ana, body(match.documentId, ana.documentId, 'score', 0, 0));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Ai făcut deja această predicție.');
  });

  test('50 identical requests at once store exactly one; the others get a 4xx', async () => {
    const match = league.currentMatches[1];
    const results = await Promise.all(
      Array.from({ length: 50 }, () => predict(ctx, bob, body(match.documentId, bob.documentId, 'cards', 1, 0))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(49);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/predictions?filters[match][documentId][$eq]=${match.documentId}&filters[type][$eq]=cards`,
      headers: bob.headers,
    });
    expect(list.json().data).toHaveLength(1);
  });

  test('a visitor gets 401, an unverified account 403 with the verification message', async () => {
    const match = league.currentMatches[0];
    expect((await predict(ctx, null, body(match.documentId, ana.documentId, 'cards', 1, 0))).statusCode).toBe(401);
    const res = await predict(ctx, unverified, body(match.documentId, unverified.documentId, 'cards', 1, 0));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      message: authMessages.phoneNotVerified,
      details: { code: 'PHONE_NOT_VERIFIED' },
    });
  });

  test('predicting in someone else’s name is refused', async () => {
    const res = await predict(ctx, ana, body(league.currentMatches[0].documentId, bob.documentId, 'corners', 1, 0));
    expect(res.statusCode).toBe(403);
  });

  test.each([
    ['goals above 99', { type: 'score', team1: 100, team2: 0 }],
    ['negative goals', { type: 'score', team1: -1, team2: 0 }],
    ['goals as text', { type: 'score', team1: '2', team2: 0 }],
    ['cards outside 1/X/2', { type: 'cards', team1: 1, team2: 1 }],
    ['corners as goals', { type: 'corners', team1: 3, team2: 0 }],
    ['an unknown type', { type: 'offside', team1: 0, team2: 0 }],
    ['points written by the client', { type: 'corners', team1: 1, team2: 0, points: 40 }],
  ])('%s is a 400', async (_, values) => {
    const res = await predict(ctx, ana, {
      data: {
        ...values,
        match: { connect: [league.currentMatches[1].documentId] },
        user: { connect: [ana.documentId] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
  });

  test('a missing match is a 404 "Match not found"', async () => {
    const res = await predict(ctx, ana, body('zzzzzzzzzzzzzzzzzzzzzzzz', ana.documentId, 'score', 1, 1));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(gameMessages.matchNotFound);
  });
});

describe('the deadline: 2 hours before kickoff, by the server clock', () => {
  test.each([
    ['1 minute before the deadline', 121, 201],
    ['exactly at the deadline', 120, 400],
    ['1 hour before kickoff', 60, 400],
  ])('%s', async (_, minutesBeforeKickoff, status) => {
    const kickoff = new Date(NOW.getTime() + minutesBeforeKickoff * 60_000);
    const m = await createMatch(ctx.db, {
      roundId: league.current.id,
      team1Id: league.teams[0].id,
      team2Id: league.teams[1].id,
      date: kickoff,
    });
    const res = await predict(ctx, ana, body(m.documentId, ana.documentId, 'score', 1, 0));
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().error.message).toBe(gameMessages.deadlinePassed);
  });

  // Europe/Bucharest changes to summer time on 29 March 2026 (03:00 → 04:00) and back on 25 October 2026.
  test.each([
    ['the last Sunday of March', '2026-03-29T02:30:00.000Z'],
    ['the last Sunday of October', '2026-10-25T02:30:00.000Z'],
  ])('across %s the deadline is two real hours before kickoff', async (_, kickoffIso) => {
    const kickoff = new Date(kickoffIso);
    const m = await createMatch(ctx.db, {
      roundId: league.current.id,
      team1Id: league.teams[2].id,
      team2Id: league.teams[3].id,
      date: kickoff,
    });
    ctx.clock.set(new Date(kickoff.getTime() - 2 * 3600_000 - 1000));
    expect((await predict(ctx, ana, body(m.documentId, ana.documentId, 'score', 1, 0))).statusCode).toBe(201);
    ctx.clock.set(new Date(kickoff.getTime() - 2 * 3600_000));
    const late = await predict(ctx, ana, body(m.documentId, ana.documentId, 'cards', 1, 0));
    expect(late.statusCode).toBe(400);
    ctx.clock.set(NOW);
  });
});

describe('PATCH /api/predictions/:id', () => {
  test('the owner changes a prediction before the deadline; others cannot', async () => {
    const match = league.currentMatches[0];
    const created = await predict(ctx, ana, body(match.documentId, ana.documentId, 'corners', 1, 0));
    const id = created.json().data.documentId;
    const patch = (user: TestUser, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/predictions/${id}`, headers: user.headers, payload });
    const ok = await patch(ana, { data: { type: 'corners', team1: 0, team2: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ team1: 0, team2: 1 });
    expect((await patch(bob, { data: { team1: 0, team2: 0 } })).statusCode).toBe(403);
    expect((await patch(ana, { data: { type: 'score', team1: 0, team2: 0 } })).statusCode).toBe(400);
    ctx.clock.set(new Date(match.date.getTime() - 3600_000));
    const late = await patch(ana, { data: { team1: 0, team2: 0 } });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(gameMessages.deadlinePassed);
    ctx.clock.set(NOW);
  });
});

describe('GET /api/predictions: others’ predictions only after the deadline', () => {
  test('before the deadline bob sees only his own; after it, ana’s too; an admin sees all', async () => {
    const match = league.currentMatches[0];
    const url = `/api/predictions?filters[match][documentId][$eq]=${match.documentId}&pagination[pageSize]=1000`;
    const users = (r: { json: () => { data: { user: { username: string } }[] } }) =>
      [...new Set(r.json().data.map((p) => p.user.username))].sort();
    expect(users(await ctx.app.inject({ method: 'GET', url, headers: bob.headers }))).toEqual([]);
    expect(users(await ctx.app.inject({ method: 'GET', url, headers: admin.headers }))).toEqual(['ana']);
    ctx.clock.set(new Date(match.date.getTime() - 2 * 3600_000));
    expect(users(await ctx.app.inject({ method: 'GET', url, headers: bob.headers }))).toEqual(['ana']);
    ctx.clock.set(NOW);
  });

  test('filtering by a user and by the current round', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/predictions?filters[user][documentId][$eq]=${ana.documentId}&filters[match][round][current][$eq]=true`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.every((p: { user: { username: string } }) => p.user.username === 'ana')).toBe(true);
  });

  test('a visitor gets 401; private filters are a 400', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/predictions' })).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/predictions?filters[user][password][$startsWith]=a',
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  test('pageSize up to 1000 is allowed and larger is clamped', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/predictions?pagination[pageSize]=5000',
      headers: ana.headers,
    });
    expect(res.json().meta.pagination.pageSize).toBe(1000);
  });
});
