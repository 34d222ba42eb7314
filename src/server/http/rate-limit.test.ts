import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLeague } from '../test/factories.ts';
import { lastSmsCode } from '../test/outbox.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { memoryRateLimitStore, redisRateLimitStore } from './rate-limit.ts';

// The default limits, as loadConfig gives them when no env overrides them.
const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;

describe('rate limits at their defaults: 429 past the limit, and recovery after the window', () => {
  let ctx: TestContext;
  const start = new Date('2026-11-20T12:00:00.000Z');
  beforeAll(async () => {
    ctx = await testApp({
      now: start,
      rateLimits: defaults,
      rateLimitStore: memoryRateLimitStore(() => (ctx ? ctx.clock.now.getTime() : start.getTime())),
    });
  });
  afterAll(() => ctx.close());

  const hit = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, remoteAddress: '10.9.8.7' });

  async function exhaust(limit: number, call: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>) {
    for (let i = 0; i < limit; i++) expect((await call()).statusCode).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }

  test('the defaults are the documented ones', () => {
    // The player actions' defaults have their own suites (rate-limit-actions.test.ts, uploads-quota.test.ts).
    expect(defaults).toMatchObject({
      login: 10,
      loginIp: 50,
      register: 10,
      checkUsername: 60,
      verifySms: 20,
      resendSms: 1,
      resendSmsPhone: 5,
      forgotPassword: 10,
      forgotPasswordEmail: 3,
      resetPassword: 10,
      changePassword: 10,
    });
  });

  test('register: 10 an hour per IP', async () => {
    await exhaust(10, () => hit('POST', '/api/auth/register', {}));
    ctx.clock.advance(60 * 60_000 + 1);
    expect((await hit('POST', '/api/auth/register', {})).statusCode).toBe(400);
  });

  test('check-username: 60 a minute per IP', async () => {
    await exhaust(60, () => hit('GET', '/api/auth/check-username/cineva'));
    ctx.clock.advance(60_001);
    expect((await hit('GET', '/api/auth/check-username/cineva')).statusCode).toBe(200);
  });

  test('verify-sms: 20 an hour per IP', async () => {
    await exhaust(20, () =>
      hit('POST', '/api/auth/verify-sms', { code: '123456', userId: 'nuexista0000000000000000' }),
    );
    ctx.clock.advance(60 * 60_000 + 1);
    expect(
      (await hit('POST', '/api/auth/verify-sms', { code: '123456', userId: 'nuexista0000000000000000' })).statusCode,
    ).toBe(404);
  });

  test('login: 10 a minute per IP and identifier', async () => {
    await exhaust(10, () => hit('POST', '/api/auth/local', { identifier: 'cineva', password: 'gresita' }));
    ctx.clock.advance(60_001);
    expect((await hit('POST', '/api/auth/local', { identifier: 'cineva', password: 'gresita' })).statusCode).toBe(400);
  });

  test('resend-sms: once a minute per account, 5 an hour per phone', async () => {
    const team = (await createLeague(ctx.db, ctx.clock.now, 2)).teams[0];
    const phone = '+40788000123';
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.1.1.1',
      payload: {
        username: 'retrimite',
        email: 'retrimite@x.ro',
        password: 'parola-sigura',
        phone,
        favTeam: team.documentId,
        recaptchaToken: 'x',
      },
    });
    expect(reg.statusCode).toBe(200);
    const userId = reg.json().user.documentId;
    const resend = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/resend-sms', remoteAddress: '10.1.1.2', payload: { userId } });
    expect((await resend()).statusCode).toBe(429);
    // The registration's code was the first of five an hour to this phone; four resends follow.
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(61_000);
      expect((await resend()).statusCode).toBe(200);
    }
    ctx.clock.advance(61_000);
    expect((await resend()).statusCode).toBe(429);
    ctx.clock.advance(60 * 60_000);
    expect((await resend()).statusCode).toBe(200);
    expect(lastSmsCode(ctx.config.dataDir, phone)).toMatch(/^\d{6}$/);
  });
});

describe('with REDIS_URL, instances share their limits', () => {
  test('ten logins spread over two instances use one budget', { timeout: 60_000 }, async () => {
    const prefix = `prezice:test:${randomBytes(4).toString('hex')}:`;
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        testApp({
          rateLimits: defaults,
          rateLimitStore: redisRateLimitStore(new Redis('redis://127.0.0.1:6379'), prefix),
        }),
      ),
    );
    const login = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        remoteAddress: '10.2.2.2',
        // An empty password is refused after the limits, without the cost of a scrypt hash.
        payload: { identifier: 'x', password: '' },
      });
    for (let i = 0; i < 5; i++) {
      expect((await login(a)).statusCode).toBe(400);
      expect((await login(b)).statusCode).toBe(400);
    }
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(429);
    await Promise.all([a.close(), b.close()]);
  });
});
