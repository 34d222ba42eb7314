import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLeague } from '../test/factories.ts';
import { type TcpForwarder, tcpForwarder } from '../test/tcp-forwarder.ts';
import { type TestContext, testApp } from '../test/test-app.ts';

// Redis down must not take accounts down. Two app instances reach the real Redis through a TCP forwarder the test
// cuts (a dead path: nothing answered, nothing refused) and restores. While it is cut,
// limits fall back to each process within 250 ms, /healthz says degraded, one warning per outage is logged;
// once Redis answers again, the instances share their counts through it again.

const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;
const FALLBACK_MS = 250;

interface Instance {
  ctx: TestContext;
  logs: string[];
}

let forwarder: TcpForwarder;
let a: Instance;
let b: Instance;

async function instance(prefix: string): Promise<Instance> {
  const logs: string[] = [];
  const ctx = await testApp({
    rateLimits: defaults,
    env: { REDIS_URL: forwarder.url('redis'), REDIS_PREFIX: prefix },
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
  return { ctx, logs };
}

const outageWarnings = (i: Instance) =>
  i.logs.filter((l) => JSON.parse(l).level === 40 && /Redis/.test(JSON.parse(l).msg)).length;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t };
}

// Cheap refusals (validation after the limits), so that the time measured is the limits' own.
const badLogin = (i: Instance, identifier: string, ip = '10.70.0.1') =>
  i.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    remoteAddress: ip,
    payload: { identifier, password: '' },
  });
const badRegister = (i: Instance, ip = '10.70.0.1') =>
  i.ctx.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: {} });
const health = async (i: Instance) => {
  const res = await i.ctx.app.inject({ method: 'GET', url: '/healthz' });
  return { code: res.statusCode, body: res.json() };
};

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  forwarder = await tcpForwarder({ host: '127.0.0.1', port: 6379 });
  const prefix = `prezice:test:${randomBytes(4).toString('hex')}:`;
  [a, b] = await Promise.all([instance(prefix), instance(prefix)]);
});
afterAll(async () => {
  await Promise.all([a?.ctx.close(), b?.ctx.close()]);
  await forwarder?.close();
});

describe('Redis cut, then back', () => {
  let baseline = 0;
  let warningsBefore = [0, 0];

  test('with Redis up, /healthz says so and the instances share one budget', async () => {
    // On a busy machine the first connection may take longer than the start waits; the app then starts with its
    // limits in memory and moves to Redis once it is ready.
    await until('both instances on Redis', async () =>
      (await Promise.all([health(a), health(b)])).every((h) => h.body.redis === 'ok'),
    );
    warningsBefore = [outageWarnings(a), outageWarnings(b)];
    expect(await health(a)).toEqual({ code: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
    for (let i = 0; i < 5; i++) {
      expect((await badLogin(a, 'impartit')).statusCode).toBe(400);
      expect((await badLogin(b, 'impartit')).statusCode).toBe(400);
    }
    expect((await badLogin(a, 'impartit')).statusCode).toBe(429);
    const times = [];
    for (let i = 0; i < 5; i++) times.push((await timed(() => badLogin(a, `cald${i}`))).ms);
    baseline = Math.max(...times);
  });

  test('cut: login, register and the SMS route answer, within 250 ms more than usual, never a 500', async () => {
    await forwarder.cut();
    const first = await timed(() => badLogin(a, 'in-pana'));
    expect(first.value.statusCode).toBe(400);
    expect(first.ms).toBeLessThan(baseline + FALLBACK_MS);
    const reg = await timed(() => badRegister(b));
    expect(reg.value.statusCode).toBe(400);
    expect(reg.ms).toBeLessThan(baseline + FALLBACK_MS);
    // A real registration sends an SMS, whose per-phone cap is counted in the store too.
    const team = (await createLeague(a.ctx.db, new Date(), 2)).teams[0];
    const registered = await a.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.70.0.2',
      payload: {
        username: 'inpana',
        email: 'inpana@x.ro',
        password: 'parola-sigura',
        phone: '+40788000999',
        favTeam: team.documentId,
        recaptchaToken: 'x',
      },
    });
    expect(registered.statusCode).toBe(200);
    const resend = await a.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-sms',
      remoteAddress: '10.70.0.2',
      payload: { userId: registered.json().user.documentId },
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.name).toBe('RateLimitError');
    // The limits still hold, in each process.
    for (let i = 0; i < 10; i++) expect((await badLogin(a, 'tot-limitat')).statusCode).toBe(400);
    expect((await badLogin(a, 'tot-limitat')).statusCode).toBe(429);
    for (let i = 0; i < 20; i++) {
      const t = await timed(() => badLogin(b, `rapid${i}`));
      expect(t.value.statusCode).toBe(400);
      expect(t.ms).toBeLessThan(baseline + FALLBACK_MS);
    }
  });

  test('cut: /healthz answers 200 degraded, naming Redis', async () => {
    expect(await health(a)).toEqual({ code: 200, body: { status: 'degraded', database: 'ok', redis: 'down' } });
    expect(await health(b)).toEqual({ code: 200, body: { status: 'degraded', database: 'ok', redis: 'down' } });
    // Readiness too stays 200: taking every instance out of the balancer would turn a Redis fault into an outage.
    const ready = await a.ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect({ code: ready.statusCode, body: ready.json() }).toEqual({
      code: 200,
      body: { status: 'degraded', database: 'ok', redis: 'down' },
    });
  });

  test('cut: one warning per instance for the whole outage', () => {
    expect(outageWarnings(a) - warningsBefore[0]).toBe(1);
    expect(outageWarnings(b) - warningsBefore[1]).toBe(1);
  });

  test('restored: /healthz ok again, and the counts are shared through Redis again', async () => {
    await forwarder.restore();
    await until('both instances use Redis again', async () =>
      (await Promise.all([health(a), health(b)])).every((h) => h.body.redis === 'ok'),
    );
    expect(await health(b)).toEqual({ code: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
    for (let i = 0; i < 5; i++) {
      expect((await badLogin(a, 'dupa', '10.70.0.9')).statusCode).toBe(400);
      expect((await badLogin(b, 'dupa', '10.70.0.9')).statusCode).toBe(400);
    }
    expect((await badLogin(a, 'dupa', '10.70.0.9')).statusCode).toBe(429);
    expect((await badLogin(b, 'dupa', '10.70.0.9')).statusCode).toBe(429);
  });

  test('a second outage is warned about once more', async () => {
    await forwarder.cut();
    for (let i = 0; i < 3; i++) expect((await badLogin(a, `iar${i}`)).statusCode).toBe(400);
    expect(outageWarnings(a) - warningsBefore[0]).toBe(2);
    await forwarder.restore();
    await until('Redis again', async () => (await health(a)).body.redis === 'ok');
  });
});
