import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { leagueMembers, leagues } from '../../db/tables/leagues.table.ts';
import { createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { call, newLeague, players } from './leagues.world.ts';

// The limits hold under concurrency (decided in the database, under row locks), and guessing codes is rate-limited
// per account and per IP.

const membersOf = async (ctx: TestContext, documentId: string) => {
  const rows = await ctx.db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(eq(leagues.documentId, documentId));
  return rows.length;
};

describe('the limits under concurrent joins', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ env: { LEAGUE_MAX_MEMBERS: '5', LEAGUES_PER_PLAYER: '3' } });
  });
  afterAll(() => ctx.close());

  test('12 players joining a league of 5 at once: exactly 4 get in, the others are told it is full', async () => {
    const [owner, ...fans] = await players(ctx, 'grabit', 13);
    const league = await newLeague(ctx, owner);
    const answers = await Promise.all(
      fans.map((f) => call(ctx, 'POST', '/api/leagues/join', f, { code: league.code })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json().error).toMatchObject({ name: 'ApplicationError', message: leagueMessages.leagueFull(5) });
    expect(await membersOf(ctx, league.documentId)).toBe(5);
    expect(leagueMessages.leagueFull(5)).toBe('Liga este plină: are deja 5 membri.');
  });

  test('one player joining 6 leagues at once, with room for 3: exactly 3 memberships', async () => {
    const owners = await players(ctx, 'gazda', 6);
    const made = [];
    for (const o of owners) made.push(await newLeague(ctx, o));
    const [runner] = await players(ctx, 'alergator', 1);
    const answers = await Promise.all(
      made.map((l) => call(ctx, 'POST', '/api/leagues/join', runner, { code: l.code })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const mine = (await call(ctx, 'GET', '/api/leagues', runner)).json().data;
    expect(mine).toHaveLength(3);
  });

  test('the same player joining one league many times at once is one membership', async () => {
    const [owner, twin] = await players(ctx, 'dublu', 2);
    const league = await newLeague(ctx, owner);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(ctx, 'POST', '/api/leagues/join', twin, { code: league.code })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().meta.joined)).toHaveLength(1);
    expect(await membersOf(ctx, league.documentId)).toBe(2);
  });
});

describe('guessing codes is rate-limited', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ rateLimits: { leagueCodes: { account: 3, ip: 5 } } });
  });
  afterAll(() => ctx.close());

  const tryCode = (user: Awaited<ReturnType<typeof createUser>> | null, ip: string, code = 'GRESIT2345') =>
    user
      ? ctx.app.inject({
          method: 'POST',
          url: '/api/leagues/join',
          headers: user.headers,
          remoteAddress: ip,
          payload: { data: { code } },
        })
      : ctx.app.inject({ method: 'GET', url: `/api/leagues/join/${code}`, remoteAddress: ip });

  test('an account gets 3 tries an hour (joins and previews together), then 429 in Romanian', async () => {
    const [guesser] = await players(ctx, 'ghicitor', 1);
    expect((await tryCode(guesser, '10.0.0.1')).statusCode).toBe(404);
    expect((await tryCode(guesser, '10.0.0.2')).statusCode).toBe(404);
    const preview = await ctx.app.inject({
      method: 'GET',
      url: '/api/leagues/join/GRESIT2345',
      headers: guesser.headers,
      remoteAddress: '10.0.0.3',
    });
    expect(preview.statusCode).toBe(404);
    const blocked = await tryCode(guesser, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      name: 'RateLimitError',
      message: 'Prea multe încercări. Încearcă din nou mai târziu.',
    });
    // Even the right code waits: the limit counts attempts, whatever they hold.
    const [owner] = await players(ctx, 'gazda', 1);
    const league = await newLeague(ctx, owner);
    expect((await tryCode(guesser, '10.0.0.5', league.code)).statusCode).toBe(429);
  });

  test('an address gets 5 tries an hour, visitors included; another address is not held back', async () => {
    for (let i = 0; i < 5; i++) expect((await tryCode(null, '10.1.0.1')).statusCode).toBe(404);
    expect((await tryCode(null, '10.1.0.1')).statusCode).toBe(429);
    const [other] = await players(ctx, 'vecin', 1);
    expect((await tryCode(other, '10.1.0.1')).statusCode).toBe(429);
    expect((await tryCode(null, '10.1.0.2')).statusCode).toBe(404);
  });

  test('admins are not counted', async () => {
    const admin = await createUser(ctx, { username: 'sef', role: 'admin' });
    for (let i = 0; i < 8; i++) expect((await tryCode(admin, '10.2.0.1')).statusCode).toBe(404);
  });
});
