import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration.schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { lastSmsCode, readOutbox } from '../../test/outbox.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let teamId: string;
let admin: TestUser;
let n = 0;

const form = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `jucator_${n}`,
    email: `jucator${n}@exemplu.ro`,
    password: 'parola-sigura',
    phone: `+4072200${String(n).padStart(4, '0')}`,
    favTeam: teamId,
    youtubeAccount: '',
    instagramAccount: 'https://www.instagram.com/jucator',
    recaptchaToken: 'off',
    ...over,
  };
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const userCount = async () =>
  Number((await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from users`))[0].n);

beforeAll(async () => {
  // The default resend spacing (once a minute per account) is part of what is tested here.
  ctx = await testApp({ now: NOW, rateLimits: { resendSms: 1 } });
  const league = await createLeague(ctx.db, NOW, 2);
  teamId = league.teams[0].documentId;
  await createUser(ctx, { username: 'Ocupat', email: 'ocupat@exemplu.ro', phone: '+40733000000' });
  admin = await createUser(ctx, { username: 'moderator', role: 'admin' });
});
afterAll(() => ctx.close());

describe('POST /api/auth/register → verify-sms', () => {
  test('creates an unverified predictor, sends a code, and the right code verifies and logs in', async () => {
    const body = form();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(200);
    const { jwt, user } = res.json();
    expect(user).toEqual({
      id: expect.any(Number),
      documentId: expect.stringMatching(/^[a-z0-9]{24}$/),
      username: body.username,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me?populate=role',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(me.json()).toMatchObject({ phoneVerified: false, role: { type: 'predictor', id: 3 }, points: 0 });
    // An unverified account may not take part.
    const league = await ctx.app.inject({ method: 'GET', url: '/api/matches' });
    const predict = await post(
      '/api/predictions',
      { data: { type: 'score', team1: 1, team2: 0, match: { connect: [league.json().data[0].documentId] } } },
      { authorization: `Bearer ${jwt}` },
    );
    expect(predict.statusCode).toBe(403);
    expect(predict.json().error.details.code).toBe('PHONE_NOT_VERIFIED');

    const code = lastSmsCode(ctx.config.dataDir, body.phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/auth/verify-sms', { code: wrong, userId: user.documentId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(authMessages.smsInvalid);
    const ok = await post('/api/auth/verify-sms', { code, userId: user.documentId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ username: body.username, phoneVerified: true });
    // The code works once.
    expect((await post('/api/auth/verify-sms', { code, userId: user.documentId })).statusCode).toBe(400);
    // Codes are hashed at rest.
    const stored = await rowsOf<{ code_hash: string }>(
      ctx.db,
      sql`select code_hash from sms_codes where user_id = ${user.id}`,
    );
    expect(stored.every((r) => r.code_hash !== code && r.code_hash.length === 64)).toBe(true);
  });

  test('five wrong codes kill the code; an expired code is refused', async () => {
    const body = form();
    const { user } = (await post('/api/auth/register', body)).json();
    const code = lastSmsCode(ctx.config.dataDir, body.phone)!;
    const wrong = code === '123456' ? '654321' : '123456';
    const messages = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        (await post('/api/auth/verify-sms', { code: wrong, userId: user.documentId })).json().error.message,
      );
    expect(messages.slice(0, 4).every((m) => m === authMessages.smsInvalid)).toBe(true);
    expect(messages[4]).toBe(registrationMessages.codeLocked);
    const late = await post('/api/auth/verify-sms', { code, userId: user.documentId });
    expect(late.json().error.message).toBe(registrationMessages.codeLocked);

    const other = form();
    const second = (await post('/api/auth/register', other)).json().user;
    ctx.clock.advance(10 * 60_000 + 1);
    const expired = await post('/api/auth/verify-sms', {
      code: lastSmsCode(ctx.config.dataDir, other.phone),
      userId: second.documentId,
    });
    expect(expired.json().error.message).toBe(registrationMessages.codeExpired);
    ctx.clock.set(NOW);
  });

  test('resend: at most once a minute, and the new code replaces the old one', async () => {
    const body = form();
    const { user } = (await post('/api/auth/register', body)).json();
    const first = lastSmsCode(ctx.config.dataDir, body.phone)!;
    const early = await post('/api/auth/resend-sms', { userId: user.documentId });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
    const again = await post('/api/auth/resend-sms', { userId: user.documentId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, retryAfter: 60 });
    const second = lastSmsCode(ctx.config.dataDir, body.phone)!;
    if (second !== first) {
      expect((await post('/api/auth/verify-sms', { code: first, userId: user.documentId })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-sms', { code: second, userId: user.documentId })).statusCode).toBe(200);
    ctx.clock.set(NOW);
  });

  test('an unverified login answers phoneVerified false, so the client can send the player to verify', async () => {
    const body = form();
    await post('/api/auth/register', body);
    const login = await post('/api/auth/local', { identifier: body.username, password: body.password });
    expect(login.json().user.phoneVerified).toBe(false);
  });
});

describe('uniqueness and the rules of the account', () => {
  test.each([
    ['the username in another case', { username: 'OCUPAT' }, authMessages.usernameTaken],
    ['the e-mail in another case', { email: 'Ocupat@Exemplu.ro' }, registrationMessages.emailTaken],
    ['the phone written nationally', { phone: '0733 000 000' }, registrationMessages.phoneTaken],
    ['a team that does not exist', { favTeam: 'nuexista0000000000000000' }, registrationMessages.teamMissing],
  ])('%s is refused with its own message, and nothing is created', async (_, change, message) => {
    const before = await userCount();
    const res = await post('/api/auth/register', form(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  test('check-username is case-insensitive', async () => {
    const taken = await ctx.app.inject({ method: 'GET', url: '/api/auth/check-username/ocupat' });
    expect(taken.json()).toEqual({ available: false, message: authMessages.usernameTaken });
    const free = await ctx.app.inject({ method: 'GET', url: '/api/auth/check-username/liber_123' });
    expect(free.json()).toEqual({ available: true, message: registrationMessages.usernameAvailable });
  });

  test('20 registrations of one username at once create exactly one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/auth/register',
          form({ username: 'cursa', email: `cursa${i}@x.ro`, phone: `+4074400${String(i).padStart(4, '0')}` }),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
  });
});

describe('bad input: every field, never a 500, never a half-created account', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['empty username', { username: '' }],
    ['username too long', { username: 'u'.repeat(500) }],
    ['username as an array', { username: ['a', 'b'] }],
    ['username with a Cyrillic look-alike', { username: 'jucаtor' }],
    ['username with a zero-width space', { username: 'juca\u200btor' }],
    ['username with SQL', { username: "a' or '1'='1" }],
    ['username with HTML', { username: '<img src=x onerror=alert(1)>' }],
    ['empty e-mail', { email: '' }],
    ['e-mail without @', { email: 'jucator.ro' }],
    ['e-mail of 300 characters', { email: `${'a'.repeat(290)}@x.ro` }],
    ['e-mail as an object', { email: { $ne: null } }],
    ['empty password', { password: '' }],
    ['short password', { password: '1234567' }],
    ['password of 10 KB', { password: 'p'.repeat(10_000) }],
    ['password as a number', { password: 12345678 }],
    ['empty phone', { phone: '' }],
    ['phone of letters', { phone: 'telefon' }],
    ['phone with SQL', { phone: "+40'; drop table users;--" }],
    ['favTeam empty', { favTeam: '' }],
    ['favTeam as an object', { favTeam: { connect: ['x'] } }],
    ['YouTube javascript: link', { youtubeAccount: 'javascript:alert(1)' }],
    ['Instagram data: link', { instagramAccount: 'data:text/html,<script>alert(1)</script>' }],
    ['YouTube link of 500 characters', { youtubeAccount: `https://youtube.com/${'a'.repeat(480)}` }],
    ['missing captcha token', { recaptchaToken: '' }],
    ['role in the body', { role: 4 }],
    ['points in the body', { points: 9999 }],
    ['phoneVerified in the body', { phoneVerified: true }],
  ];
  test.each(cases)('%s → 4xx with a message', async (_, change) => {
    const before = await userCount();
    const res = await post('/api/auth/register', form(change));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message.length).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  test('a body that is not JSON, or an array, is a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '[1,2',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect((await post('/api/auth/register', [form()])).statusCode).toBe(400);
  });

  test('verify-sms and resend-sms refuse bad input with 4xx', async () => {
    for (const payload of [
      {},
      { code: '12', userId: 'x' },
      { code: '123456' },
      { code: '123456', userId: { $gt: 0 } },
      { code: 123456, userId: 1 },
    ]) {
      const res = await post('/api/auth/verify-sms', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(
      (await post('/api/auth/verify-sms', { code: '123456', userId: 'nuexista0000000000000000' })).statusCode,
    ).toBe(404);
    expect((await post('/api/auth/resend-sms', { userId: 'nuexista0000000000000000' })).statusCode).toBe(404);
  });
});

describe('POST /api/auth/local/register: the moderator path', () => {
  test('an admin creates a verified predictor; the credentials go out by e-mail; the player logs in', async () => {
    const res = await post(
      '/api/auth/local/register',
      { username: 'din_live', email: 'Din.Live@Exemplu.ro', password: 'parola-din-live' },
      admin.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username: 'din_live',
      email: 'din.live@exemplu.ro',
      phoneVerified: true,
      role: { type: 'predictor' },
    });
    const mail = readOutbox<{ to: string; subject: string; text: string }>(ctx.config.dataDir, 'mail.jsonl').at(-1)!;
    expect(mail.to).toBe('din.live@exemplu.ro');
    expect(mail.text).toContain('din_live');
    expect(mail.text).toContain('parola-din-live');
    const login = await post('/api/auth/local', { identifier: 'din_live', password: 'parola-din-live' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.phoneVerified).toBe(true);
  });

  test('refused to visitors (401) and players (403), before any validation', async () => {
    expect((await post('/api/auth/local/register', { nonsense: true })).statusCode).toBe(401);
    const player = await createUser(ctx, { username: 'simplu' });
    expect((await post('/api/auth/local/register', { nonsense: true }, player.headers)).statusCode).toBe(403);
  });
});
