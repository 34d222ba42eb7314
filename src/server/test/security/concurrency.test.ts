import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages, predictMessages } from '../../../domain/messages.ts';
import { rowsOf } from '../../db/client.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createMatch, createRound, createUser, type TestUser } from '../factories.ts';
import { readOutbox } from '../outbox.ts';
import { type TestContext, testApp } from '../test-app.ts';

// Races through HTTP: N identical requests fired at once with Promise.all, on PGlite and on PostgreSQL.
// Whatever the interleaving, the database must end with exactly one row, and no request may fail with a 5xx.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const N = 100;
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let bob: TestUser;

const inject = (method: 'POST' | 'PUT', url: string, payload: object, user?: TestUser) =>
  ctx.app.inject({ method, url, payload, headers: user?.headers ?? {} });
const times = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode);
const countOf = (values: number[], v: number) => values.filter((x) => x === v).length;
const one = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(ctx.db, query))[0].n);

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana' });
  bob = await createUser(ctx, { username: 'bob' });
});
afterAll(() => ctx.close());

describe(`${N} identical requests at once`, () => {
  test('predictions: one row; the others get the clear 400', async () => {
    const match = league.currentMatches[0];
    const body = {
      data: {
        type: 'score',
        team1: 2,
        team2: 1,
        match: { connect: [match.documentId] },
        user: { connect: [ana.documentId] },
      },
    };
    const answers = await times(N, () => inject('POST', '/api/predictions', body, ana));
    const codes = statuses(answers);
    expect(countOf(codes, 201)).toBe(1);
    expect(countOf(codes, 400)).toBe(N - 1);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().error.message).toBe(predictMessages.duplicate);
    const rows = await ctx.db.select().from(predictions).where(sql`user_id = ${ana.id} and match_id = ${match.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'score', team1: 2, team2: 1 });
  });

  test('likes of one user (a toggle): an odd number of clicks ends with exactly one like, counted once', async () => {
    const [post] = await ctx.db
      .insert(communityPosts)
      .values({ userId: bob.id, text: 'Hai Craiova!', approved: true })
      .returning();
    // N + 1 clicks: the like is a toggle, so an even count would rightly end with none.
    const answers = await times(N + 1, () => inject('POST', `/api/community-feed/${post.documentId}/like`, {}, ana));
    expect(statuses(answers).every((c) => c === 200)).toBe(true);
    // The clicks are serialised by the post's row lock: each one sees the previous, so answers alternate.
    const states = answers.map((r) => JSON.stringify(r.json().data));
    expect(states.filter((s) => s === '{"likes":1,"liked":true}')).toHaveLength(N / 2 + 1);
    expect(states.filter((s) => s === '{"likes":0,"liked":false}')).toHaveLength(N / 2);
    expect(await one(sql`select count(*)::int as n from post_likes where post_id = ${post.id}`)).toBe(1);
    expect(await one(sql`select likes as n from community_posts where id = ${post.id}`)).toBe(1);
  });

  test('likes of many users at once: the counter loses none', async () => {
    const [post] = await ctx.db
      .insert(communityPosts)
      .values({ userId: bob.id, text: 'Fiecare apreciază o dată', approved: true })
      .returning();
    const fans = await times(N, (i) => createUser(ctx, { username: `fan_${i}` }));
    const answers = await Promise.all(
      fans.map((fan) => inject('POST', `/api/community-feed/${post.documentId}/like`, {}, fan)),
    );
    expect(statuses(answers).every((c) => c === 200)).toBe(true);
    expect(answers.every((r) => r.json().data.liked === true)).toBe(true);
    // Every answer saw a distinct count: 1..N.
    expect(new Set(answers.map((r) => r.json().data.likes)).size).toBe(N);
    expect(await one(sql`select count(*)::int as n from post_likes where post_id = ${post.id}`)).toBe(N);
    expect(await one(sql`select likes as n from community_posts where id = ${post.id}`)).toBe(N);
  });

  // Each request spends a scrypt hash before the unique index decides: CPU-bound, so a longer limit.
  test('registrations of one username (any letter case): exactly one account, one SMS', {
    timeout: 120_000,
  }, async () => {
    const cases = ['cursa', 'Cursa', 'CURSA'];
    const smsBefore = readOutbox(ctx.config.dataDir, 'sms.jsonl').length;
    const answers = await times(N, (i) =>
      inject('POST', '/api/auth/register', {
        username: cases[i % cases.length],
        email: `cursa${i}@exemplu.ro`,
        password: 'parola-sigura',
        phone: `+4074500${String(i).padStart(4, '0')}`,
        favTeam: league.teams[0].documentId,
        recaptchaToken: 'off',
      }),
    );
    const codes = statuses(answers);
    expect(countOf(codes, 200)).toBe(1);
    expect(countOf(codes, 400)).toBe(N - 1);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().error.message).toBe(authMessages.usernameTaken);
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const accounts = await rowsOf<{ id: number; email: string; phone: string }>(
      ctx.db,
      sql`select id, email, phone from users where lower(username) = 'cursa'`,
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: answers[winner].json().user.id, email: `cursa${winner}@exemplu.ro` });
    // The losers sent nothing: one SMS, to the winner.
    const sent = readOutbox<{ to: string }>(ctx.config.dataDir, 'sms.jsonl').slice(smsBefore);
    expect(sent.map((m) => m.to)).toEqual([accounts[0].phone]);
  });
});

describe('two admins make different rounds current at once', () => {
  const RACES = 20;

  /** A round holding one match where the fan has a prediction worth `points`. */
  async function roundWorth(name: string, fanId: number, points: number) {
    const round = await createRound(ctx.db, name);
    const [t1, t2] = league.teams;
    const match = await createMatch(ctx.db, { roundId: round.id, team1Id: t1.id, team2Id: t2.id, date: NOW });
    await ctx.db
      .insert(predictions)
      .values({ userId: fanId, matchId: match.id, type: 'score', team1: 1, team2: 0, points });
    return round;
  }

  test(`${RACES} races: exactly one current round each time, and the round points follow it`, async () => {
    const admins = await Promise.all([
      createUser(ctx, { username: 'admin_unu', role: 'admin' }),
      createUser(ctx, { username: 'admin_doi', role: 'admin' }),
    ]);
    const fan = await createUser(ctx, { username: 'suporter' });
    let total = 0;
    for (let i = 0; i < RACES; i++) {
      const a = await roundWorth(`Etapa A${i}`, fan.id, 10 + i);
      const b = await roundWorth(`Etapa B${i}`, fan.id, 1000 + i);
      total += 10 + i + 1000 + i;
      const answers = await Promise.all(
        [a, b].map((round, k) =>
          inject('PUT', `/api/rounds/${round.documentId}`, { data: { current: true } }, admins[k]),
        ),
      );
      expect(statuses(answers)).toEqual([200, 200]);
      const current = await rowsOf<{ id: number }>(ctx.db, sql`select id from rounds where current`);
      expect(current).toHaveLength(1);
      expect([a.id, b.id]).toContain(Number(current[0].id));
      // The fan's round points are those of the round that won the race, computed after it won.
      const won = Number(current[0].id) === a.id ? 10 + i : 1000 + i;
      const totals = await rowsOf<{ points: number; current_points: number }>(
        ctx.db,
        sql`select points, current_points from users where id = ${fan.id}`,
      );
      expect(Number(totals[0].current_points)).toBe(won);
      expect(Number(totals[0].points)).toBe(total);
    }
  });
});
