import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { memoryRateLimitStore, redisRateLimitStore } from './rate-limit.ts';

// Every action a player can repeat has a limit per account AND per IP, at the defaults loadConfig gives. Limits count
// before validation, so the requests here are cheap refusals (400/404) until the
// 429; what is counted is the attempt, whatever its body.

const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;
const MESSAGE = 'Prea multe încercări. Încearcă din nou mai târziu.';
const HOUR = 60 * 60_000;

type Call = (ctx: TestContext, user: TestUser, ip: string) => Promise<{ statusCode: number; headers: object }>;
const call =
  (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object = {}): Call =>
  (ctx, user, ip) =>
    ctx.app.inject({ method, url, headers: user.headers, remoteAddress: ip, payload });

const actions: { name: string; limit: { account: number; ip: number }; calls: Call[] }[] = [
  {
    name: 'prediction writes (POST and PATCH share one budget)',
    limit: defaults.predictions,
    calls: [call('POST', '/api/predictions'), call('PATCH', '/api/predictions/nuexista', { data: {} })],
  },
  { name: 'community posts', limit: defaults.posts, calls: [call('POST', '/api/community-feed')] },
  { name: 'comments', limit: defaults.comments, calls: [call('POST', '/api/community-feed/nuexista/comments')] },
  { name: 'likes', limit: defaults.likes, calls: [call('POST', '/api/community-feed/nuexista/like')] },
  { name: 'profile edits', limit: defaults.profile, calls: [call('PUT', '/api/user/me')] },
];

test('the defaults are the documented ones', () => {
  expect({
    predictions: defaults.predictions,
    posts: defaults.posts,
    comments: defaults.comments,
    likes: defaults.likes,
    profile: defaults.profile,
  }).toEqual({
    predictions: { account: 120, ip: 600 },
    posts: { account: 10, ip: 50 },
    comments: { account: 60, ip: 300 },
    likes: { account: 200, ip: 1000 },
    profile: { account: 20, ip: 100 },
  });
});

describe('per account and per IP, 429 past the limit, recovery after the hour', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const start = new Date('2026-11-20T12:00:00.000Z');
  let n = 0;
  const player = () => createUser(ctx, { username: `jucator${n++}` });
  beforeAll(async () => {
    ctx = await testApp({
      now: start,
      rateLimits: defaults,
      rateLimitStore: memoryRateLimitStore(() => (ctx ? ctx.clock.now.getTime() : start.getTime())),
    });
    admin = await createUser(ctx, { username: 'sefulabuz', role: 'admin' });
  });
  afterAll(() => ctx.close());

  function expectRefused(res: { statusCode: number; headers: object; json?: () => unknown }) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number((res.headers as Record<string, string>)['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }

  test.each(actions)('$name: per account, from any address', { timeout: 120_000 }, async ({ limit, calls }) => {
    const user = await player();
    // The account's budget follows it from one address to another.
    for (let i = 0; i < limit.account; i++) {
      const res = await calls[i % calls.length](ctx, user, i % 2 ? '10.20.0.1' : '10.20.0.2');
      expect(res.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }
    for (const c of calls) {
      const refused = await c(ctx, user, '10.20.0.3');
      expectRefused(refused);
      expect((refused as unknown as { json: () => unknown }).json()).toEqual({
        data: null,
        error: { status: 429, name: 'RateLimitError', message: MESSAGE, details: {} },
      });
    }
    // Another player at one of those addresses is not held back.
    expect((await calls[0](ctx, await player(), '10.20.0.1')).statusCode).not.toBe(429);
    // An admin is never counted.
    for (let i = 0; i < limit.account + 1; i++)
      expect((await calls[0](ctx, admin, '10.20.0.1')).statusCode).not.toBe(429);
    ctx.clock.advance(HOUR + 1);
    expect((await calls[0](ctx, user, '10.20.0.3')).statusCode).not.toBe(429);
  });

  test.each(actions)('$name: per IP, whatever the account', { timeout: 120_000 }, async ({ limit, calls }) => {
    const ip = `10.30.${n}.1`;
    const users: TestUser[] = [];
    for (let i = 0; i < Math.ceil(limit.ip / limit.account) + 1; i++) users.push(await player());
    // Spread over accounts so that none reaches its own limit.
    const perUser = Math.ceil(limit.ip / users.length);
    for (let i = 0; i < limit.ip; i++) {
      const res = await calls[i % calls.length](ctx, users[Math.floor(i / perUser)], ip);
      expect(res.statusCode, `attempt ${i + 1}`).not.toBe(429);
    }
    expectRefused(await calls[0](ctx, users.at(-1) as TestUser, ip));
    // The same accounts from another address go on.
    expect((await calls[0](ctx, users.at(-1) as TestUser, `${ip}0`)).statusCode).not.toBe(429);
    ctx.clock.advance(HOUR + 1);
    expect((await calls[0](ctx, users[0], ip)).statusCode).not.toBe(429);
  });
});

describe('with REDIS_URL, instances share the player limits', () => {
  test('the comments of one account, spread over two instances, use one budget', { timeout: 60_000 }, async () => {
    const prefix = `prezice:test:${randomBytes(4).toString('hex')}:`;
    const store = () => redisRateLimitStore(new Redis('redis://127.0.0.1:6379'), prefix);
    // Two instances of one deployment: one database, one Redis, the limits of each counted in Redis.
    const a = await testApp({ rateLimits: defaults, rateLimitStore: store() });
    const b = await testApp({ rateLimits: defaults, rateLimitStore: store(), database: a.database });
    try {
      const user = await createUser(a, { username: 'comentator' });
      const comment = call('POST', '/api/community-feed/nuexista/comments');
      for (let i = 0; i < defaults.comments.account / 2; i++) {
        expect((await comment(a, user, '10.40.0.1')).statusCode).toBe(400);
        expect((await comment(b, user, '10.40.0.2')).statusCode).toBe(400);
      }
      expect((await comment(a, user, '10.40.0.1')).statusCode).toBe(429);
      expect((await comment(b, user, '10.40.0.2')).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
