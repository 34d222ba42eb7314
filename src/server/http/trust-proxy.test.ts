import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';
import { memoryRateLimitStore } from './rate-limit.ts';

// A per-IP limit only holds when the IP cannot be chosen by the caller. By default no proxy is trusted, so
// X-Forwarded-For is ignored; TRUST_PROXY names the proxies whose X-Forwarded-For counts.

const defaults = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).rateLimits;
// Refused attempts send an empty password: the limits count before validation, so they cost what a wrong password
// costs without spending a scrypt hash each (about half a second on this machine).
const loginAs = (ctx: TestContext, identifier: string, headers: Record<string, string> = {}, password = '') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/local', headers, payload: { identifier, password } });
const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}` });

describe('without TRUST_PROXY, X-Forwarded-For is ignored', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ rateLimits: defaults });
  });
  afterAll(() => ctx.close());

  test('50 logins for one identifier, each with another X-Forwarded-For: 429 from the 11th', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await loginAs(ctx, 'tinta', forwardedFor(i))).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes.slice(10)).toEqual(Array(40).fill(429));
  });
});

describe('with TRUST_PROXY set to the address the requests come from', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ rateLimits: defaults, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => ctx.close());

  test('X-Forwarded-For is honoured: 50 clients behind the proxy each have their own budget', async () => {
    for (let i = 0; i < 50; i++) expect((await loginAs(ctx, 'tinta', forwardedFor(i))).statusCode).toBe(400);
  });

  test('one client behind the proxy still meets the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await loginAs(ctx, 'altatinta', { 'x-forwarded-for': '198.51.100.9' })).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
  });

  test('only the hop the trusted proxy added counts: an address the client wrote before it does not', async () => {
    const res = await loginAs(ctx, 'altatinta', { 'x-forwarded-for': '1.2.3.4, 198.51.100.9' });
    expect(res.statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ rateLimits: defaults, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  test('1 hop: the address the one proxy added counts, not those the client wrote before it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await loginAs(ctx, 'hop', { 'x-forwarded-for': `6.6.6.${i}, 198.51.100.20` })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
    // Another client behind the proxy has its own budget.
    expect((await loginAs(ctx, 'hop', { 'x-forwarded-for': '198.51.100.21' })).statusCode).toBe(400);
  });
});

describe('TRUST_PROXY values', () => {
  const load = (value: string) => () =>
    loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value });
  test.each([
    ['10.0.0.1', { kind: 'list', entries: ['10.0.0.1'] }],
    ['10.0.0.0/8, 192.168.1.1', { kind: 'list', entries: ['10.0.0.0/8', '192.168.1.1'] }],
    ['fd00::/8,::1', { kind: 'list', entries: ['fd00::/8', '::1'] }],
    ['2', { kind: 'hops', hops: 2 }],
  ])('%s is accepted', (value, expected) => {
    expect(load(value)().trustProxy).toEqual(expected);
  });

  test('unset or empty trusts no proxy', () => {
    expect(loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toEqual({ kind: 'none' });
    expect(load('')().trustProxy).toEqual({ kind: 'none' });
  });

  test.each([
    'garbage',
    'true',
    '0',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '::1/129',
    '10.0.0.1,,10.0.0.2',
    '300.1.1.1',
    '10.0.0.1, nope',
  ])('%s is a configuration error naming TRUST_PROXY', (value) => {
    expect(load(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('failed logins per IP, across identifiers (credential stuffing)', () => {
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

  const from = (ip: string, identifier: string, password = '') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      remoteAddress: ip,
      payload: { identifier, password },
    });

  test('the default is 50 failed logins an hour per IP', () => {
    expect(defaults.loginIp).toBe(50);
  });

  test('one IP naming a new identifier each time is refused after 50 failures; a success does not count', async () => {
    const player = await createUser(ctx, { username: 'jucatorcinstit' });
    for (let i = 0; i < 48; i++) expect((await from('10.7.7.7', `victima${i}`)).statusCode, `attempt ${i}`).toBe(400);
    // One real wrong password among them.
    expect((await from('10.7.7.7', 'victima48', 'parola-gresita')).statusCode).toBe(400);
    // A player behind the same address who knows the password is not held back, and costs no budget.
    for (let i = 0; i < 2; i++) expect((await from('10.7.7.7', player.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await from('10.7.7.7', 'victima49')).statusCode).toBe(400);
    const refused = await from('10.7.7.7', 'victima50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ data: null, error: { status: 429, name: 'RateLimitError' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another address is not affected.
    expect((await from('10.7.7.8', 'victima51')).statusCode).toBe(400);
    // After the hour the address may try again.
    ctx.clock.advance(60 * 60_000 + 1);
    expect((await from('10.7.7.7', 'victima52')).statusCode).toBe(400);
  });
});
