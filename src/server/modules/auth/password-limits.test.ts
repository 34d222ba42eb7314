import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { memoryRateLimitStore } from '../../http/rate-limit.ts';
import { createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The password routes' limits at their documented defaults (password.test.ts has the routes themselves).

const HOUR = 3600_000;

describe('password routes: rate limits at their defaults', () => {
  const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;
  let ctx: TestContext;
  const start = new Date('2026-11-20T12:00:00.000Z');

  const hit = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  /** `limit` calls pass the limiter, the next is a 429 in the Strapi shape with Retry-After. */
  async function exhaust(limit: number, call: (i: number) => ReturnType<typeof hit>) {
    for (let i = 0; i < limit; i++) expect((await call(i)).statusCode, `call ${i + 1}`).not.toBe(429);
    const refused = await call(limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ data: null, error: { status: 429, name: 'RateLimitError' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    ctx = await testApp({
      now: start,
      rateLimits: defaults,
      rateLimitStore: memoryRateLimitStore(() => (ctx ? ctx.clock.now.getTime() : start.getTime())),
    });
  });
  afterAll(() => ctx.close());

  test('the defaults are the documented ones', () => {
    expect(defaults).toMatchObject({
      forgotPassword: 10,
      forgotPasswordEmail: 3,
      resetPassword: 10,
      changePassword: 10,
    });
  });

  test('forgot-password: 3 an hour per address, whatever the IP; other addresses still pass', async () => {
    const email = 'tinta@test.prezice.ro';
    await exhaust(3, (i) =>
      hit('/api/auth/forgot-password', { email: i % 2 ? email.toUpperCase() : email }, `10.1.0.${i}`),
    );
    expect((await hit('/api/auth/forgot-password', { email: 'alta@test.prezice.ro' }, '10.1.0.50')).statusCode).toBe(
      200,
    );
    ctx.clock.advance(HOUR + 1);
    expect((await hit('/api/auth/forgot-password', { email }, '10.1.0.99')).statusCode).toBe(200);
  });

  test('forgot-password: 10 an hour per IP, across addresses', async () => {
    await exhaust(10, (i) => hit('/api/auth/forgot-password', { email: `adresa${i}@test.prezice.ro` }, '10.2.0.1'));
    ctx.clock.advance(HOUR + 1);
    expect((await hit('/api/auth/forgot-password', { email: 'inca@test.prezice.ro' }, '10.2.0.1')).statusCode).toBe(
      200,
    );
  });

  test('reset-password: 10 an hour per IP', async () => {
    const body = {
      code: 'cod-gresit-0123456789',
      password: 'parola-noua-123',
      passwordConfirmation: 'parola-noua-123',
    };
    await exhaust(10, () => hit('/api/auth/reset-password', body, '10.3.0.1'));
    expect((await hit('/api/auth/reset-password', body, '10.3.0.2')).statusCode).toBe(400);
    ctx.clock.advance(HOUR + 1);
    expect((await hit('/api/auth/reset-password', body, '10.3.0.1')).statusCode).toBe(400);
  });

  test('change-password: 10 an hour per account, whatever the IP', async () => {
    const a = await createUser(ctx, { username: 'ghicitor' });
    const b = await createUser(ctx, { username: 'alt_jucator' });
    const wrong = {
      currentPassword: 'nu-e-parola',
      password: 'parola-noua-123',
      passwordConfirmation: 'parola-noua-123',
    };
    await exhaust(10, (i) => hit('/api/auth/change-password', wrong, `10.4.0.${i}`, a.headers));
    expect((await hit('/api/auth/change-password', wrong, '10.4.0.1', b.headers)).statusCode).toBe(400);
    ctx.clock.advance(HOUR + 1);
    expect((await hit('/api/auth/change-password', wrong, '10.4.0.1', a.headers)).statusCode).toBe(400);
  });
});
