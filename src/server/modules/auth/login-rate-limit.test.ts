import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { memoryRateLimitStore } from '../../http/rate-limit.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Login's own limit: per identifier, as login compares it, on the test clock.

describe('login rate limit', () => {
  let ctx: TestContext;
  let fakeNow = Date.parse('2025-10-16T09:00:00Z');

  const login = (identifier: string, password = 'not-the-password') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/local', payload: { identifier, password } });

  beforeAll(async () => {
    ctx = await testApp({ rateLimits: { login: 10 }, rateLimitStore: memoryRateLimitStore(() => fakeNow) });
    await createUser(ctx, { username: 'limitat' });
  });
  afterAll(() => ctx.close());

  test('the defaults are those of the design', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prezice-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a-secret-of-sixteen-plus-chars' });
      expect(config.rateLimits).toMatchObject({ login: 10, register: 10, checkUsername: 60, verifySms: 20 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the 11th login for one identifier within a minute is a 429 with retry-after', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login('limitat');
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    fakeNow += 30_000;
    const res = await login('limitat', TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ data: null, error: { status: 429, name: 'RateLimitError' } });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // The identifier is compared as login compares it.
    expect((await login('  LIMITAT ')).statusCode).toBe(429);
  });

  test('another identifier from the same IP is still allowed', async () => {
    expect((await login('altcineva')).statusCode).toBe(400);
  });

  test('after the window passes the identifier logs in again', async () => {
    fakeNow += 31_000;
    const res = await login('limitat', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().jwt).toEqual(expect.any(String));
  });
});
