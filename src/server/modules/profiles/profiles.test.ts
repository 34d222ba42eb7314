import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages, gameMessages } from '../../../domain/messages.ts';
import { profileSchema } from '../../../domain/profile.schemas.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile } from '../uploads/uploads.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let ana: TestUser;
let bob: TestUser;
let admin: TestUser;

const get = (url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  ana = await createUser(ctx, { username: 'ana', favTeamId: league.teams[0].id, phone: '+40711111111' });
  bob = await createUser(ctx, { username: 'bob' });
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  const past = league.pastMatches[0];
  await ctx.db.insert(predictions).values([
    { userId: ana.id, matchId: past.id, type: 'score', team1: 3, team2: 1 },
    { userId: ana.id, matchId: league.currentMatches[0].id, type: 'score', team1: 1, team2: 1 },
  ]);
  // The past match is 2-1 with team1 = teams[0], ana's favourite: a re-entered result scores it.
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/matches/${past.documentId}`,
    headers: admin.headers,
    payload: { data: { team1_finalScore: 2, team2_finalScore: 0, correction_reason: 'Gol anulat după revizuire' } },
  });
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/matches/${past.documentId}`,
    headers: admin.headers,
    payload: { data: { team1_finalScore: 2, team2_finalScore: 1, correction_reason: 'Gol validat după revizuire' } },
  });
});
afterAll(() => ctx.close());

describe('GET /api/private-profile', () => {
  test('the owner’s profile: totals, ranks, history, the bonus line, points per round, private fields', async () => {
    const res = await get('/api/private-profile', ana);
    expect(res.statusCode).toBe(200);
    const user = profileSchema.parse(res.json().user);
    expect(user).toMatchObject({
      username: 'ana',
      email: 'ana@test.prezice.ro',
      phone: '+40711111111',
      phoneVerified: true,
    });
    // 3-1 against 2-1: home goals right (30) + favourite won (30).
    expect(user.points).toBe(60);
    expect(user.rank.points).toBe(1);
    expect(user.predictions).toHaveLength(2);
    expect(user.predictions.find((p) => p.match?.round.current)?.points).toBeNull();
    expect(user.adjustments).toEqual([expect.objectContaining({ kind: 'bonus', points: 30 })]);
    expect(user.pointsByRound.map((r) => [r.round.name, r.points])).toEqual([
      ['Etapa 1', 60],
      ['Etapa 2', 0],
    ]);
  });

  test('no token is a 401', async () => {
    expect((await get('/api/private-profile')).statusCode).toBe(401);
  });

  test('a ranking without points gives no place: null, never 0', async () => {
    const newcomer = await createUser(ctx, { username: 'nou_venit' });
    for (const res of [
      await get('/api/private-profile', newcomer),
      await get(`/api/public-profile/${newcomer.documentId}`),
    ]) {
      expect(profileSchema.parse(res.json().user).rank).toEqual({ points: null, currentPoints: null });
    }
    // Ana has total points but none in the current round: a total place only.
    expect((await get('/api/private-profile', ana)).json().user.rank).toEqual({ points: 1, currentPoints: null });
    // Admins are not ranked.
    expect((await get('/api/private-profile', admin)).json().user.rank).toEqual({ points: null, currentPoints: null });
  });
});

describe('GET /api/public-profile/:documentId', () => {
  test('never shows e-mail or phone, nor predictions still open', async () => {
    const res = await get(`/api/public-profile/${ana.documentId}`, bob);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.email).toBeUndefined();
    expect(user.phone).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain('+40711111111');
    expect(user.predictions).toHaveLength(1);
    expect(user.predictions[0].match.round.current).toBe(false);
  });

  test('an unknown player is a 404 "User not found"', async () => {
    const res = await get('/api/public-profile/nimeni000000000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(gameMessages.userNotFound);
  });
});

describe('POST /api/users/:id/adjustments', () => {
  test('an admin records a signed adjustment with a reason; it counts in the round and the total', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${bob.id}/adjustments`,
      headers: admin.headers,
      payload: { points: -10, reason: 'Comportament nesportiv' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ points: -10, currentPoints: -10 });
    const profile = (await get('/api/private-profile', bob)).json().user;
    expect(profile.adjustments[0]).toMatchObject({ kind: 'admin', points: -10, reason: 'Comportament nesportiv' });
  });

  test('a reason is required, zero is refused, and only admins may adjust', async () => {
    const post = (user: TestUser, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/users/${bob.id}/adjustments`, headers: user.headers, payload });
    expect((await post(admin, { points: 5 })).statusCode).toBe(400);
    expect((await post(admin, { points: 0, reason: 'nimic de ajustat' })).statusCode).toBe(400);
    expect((await post(admin, { points: 5, reason: 'ok', role: 4 })).statusCode).toBe(400);
    expect((await post(ana, { points: 500, reason: 'îmi dau puncte' })).statusCode).toBe(403);
  });
});

describe('PUT /api/user/me', () => {
  test('the owner sets an uploaded image as avatar; a file of someone else or not an image is refused', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const mine = await storeFile(ctx.app.services, png, 'eu.png', ana.id);
    const theirs = await storeFile(ctx.app.services, png, 'altul.png', bob.id);
    const put = (user: TestUser, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/me', headers: user.headers, payload });
    const ok = await put(ana, { avatar: mine.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().avatar.url).toBe(mine.url);
    expect((await put(ana, { avatar: theirs.id })).statusCode).toBe(400);
    expect((await put(ana, { avatar: 999999 })).statusCode).toBe(400);
    expect((await put(ana, { avatar: mine.id, points: 1000 })).statusCode).toBe(400);
    const unverified = await createUser(ctx, { username: 'neverificat', verified: false });
    const refused = await put(unverified, { avatar: mine.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authMessages.phoneNotVerified);
  });
});
