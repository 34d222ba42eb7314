import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestContext, testApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';

// /healthz says the process lives; /readyz says whether to send it traffic.

describe('/healthz and /readyz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ database: await createTestDatabase() });
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('with the database up: both 200 ok', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect({ url, code: res.statusCode, body: res.json() }).toEqual({
        url,
        code: 200,
        body: { status: 'ok', database: 'ok', redis: 'off' },
      });
    }
  });

  test('with the database gone: /readyz 503, /healthz still 200 (the process lives), both naming it', async () => {
    await ctx.database.close();
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect({ code: ready.statusCode, body: ready.json() }).toEqual({
      code: 503,
      body: { status: 'unavailable', database: 'down', redis: 'off' },
    });
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect({ code: live.statusCode, body: live.json() }).toEqual({
      code: 200,
      body: { status: 'degraded', database: 'down', redis: 'off' },
    });
  });
});
