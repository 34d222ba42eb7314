import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { openRawStream, type RawStream } from '../../test/raw-stream.ts';
import { type TcpForwarder, tcpForwarder } from '../../test/tcp-forwarder.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { openLiveStreams } from './live-stream.service.ts';

// Fair shares of the live streams: one client holds at most LIVE_STREAMS_PER_CLIENT (4) streams; past it a 429
// with Retry-After in the Strapi shape, while another client (another address, another IPv6 /64, another account)
// still gets one. The client is the address the trusted proxy names, an IPv6 /64 as one, and the account when a
// token comes. With REDIS_URL, the count is shared by the instances, and kept in each process while Redis does
// not answer. Real listening servers, real sockets (127.0.0.2 is another address than 127.0.0.1), a real Redis.

const opened: RawStream[] = [];
const apps = new Set<TestContext>();
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  // Each test starts with every client's share free again.
  for (const ctx of apps) await holds(ctx, 0);
});

const baseOf = (ctx: TestContext) => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

async function listening(env: Record<string, string> = {}, database?: TestContext['database']) {
  const ctx = await testApp({ env: { LIVE_STREAMS_MAX: '1000', ...env }, database });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  apps.add(ctx);
  const close = ctx.close;
  ctx.close = async () => {
    apps.delete(ctx);
    await close();
  };
  return ctx;
}

async function open(ctx: TestContext, options: { headers?: Record<string, string>; localAddress?: string } = {}) {
  const s = await openRawStream(`${baseOf(ctx)}/api/live`, options);
  opened.push(s);
  return s;
}

/** Waits until the instance holds this many streams (a closed one is forgotten once its close arrives). */
async function holds(ctx: TestContext, n: number) {
  const deadline = Date.now() + 5_000;
  while (openLiveStreams(ctx.app.services) !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(openLiveStreams(ctx.app.services)).toBe(n);
}

function expectRefused(s: RawStream) {
  expect(s.status).toBe(429);
  expect(Number(s.headers['retry-after'])).toBeGreaterThan(0);
  expect(s.json).toEqual({
    data: null,
    error: {
      status: 429,
      name: 'RateLimitError',
      message:
        'Ai deja 4 conexiuni live deschise, numărul maxim. Închide o filă cu scorurile live sau încearcă din nou mai târziu.',
      details: {},
    },
  });
}

const statuses = (streams: RawStream[]) => streams.map((s) => s.status);

test('the default is 4 streams a client', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).live.perClient).toBe(4);
  expect(() => loadConfig({ NODE_ENV: 'test', LIVE_STREAMS_PER_CLIENT: '0' })).toThrow(/^LIVE_STREAMS_PER_CLIENT="0"/);
});

describe('without a proxy: the socket’s address', () => {
  let ctx: TestContext;
  let ana: TestUser;
  let bogdan: TestUser;
  beforeAll(async () => {
    ctx = await listening();
    ana = await createUser(ctx, { username: 'ana' });
    bogdan = await createUser(ctx, { username: 'bogdan' });
  });
  afterAll(() => ctx?.close());

  test('past 4 streams one address gets 429; another address and an account still get one', async () => {
    const mine = [];
    for (let i = 0; i < 4; i++) mine.push(await open(ctx));
    expect(statuses(mine)).toEqual([200, 200, 200, 200]);
    expectRefused(await open(ctx));
    expect((await open(ctx, { localAddress: '127.0.0.2' })).status).toBe(200);
    expect((await open(ctx, { headers: ana.headers })).status).toBe(200);
    // One of the four leaves: the address gets one again, and only one.
    mine[0].close();
    await holds(ctx, 5);
    expect((await open(ctx)).status).toBe(200);
    expect((await open(ctx)).status).toBe(429);
  });

  test('an account is one client wherever it connects from; another account is another', async () => {
    const fromEverywhere = [];
    for (const localAddress of ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      fromEverywhere.push(await open(ctx, { headers: ana.headers, localAddress }));
    }
    expect(statuses(fromEverywhere)).toEqual([200, 200, 200, 200]);
    expectRefused(await open(ctx, { headers: ana.headers, localAddress: '127.0.0.7' }));
    expect((await open(ctx, { headers: bogdan.headers, localAddress: '127.0.0.7' })).status).toBe(200);
    // A token that is not valid counts as no token: the address's share.
    expect((await open(ctx, { headers: { authorization: 'Bearer nu-e-bun' }, localAddress: '127.0.0.7' })).status).toBe(
      200,
    );
  });
});

describe('behind a trusted proxy: the address it names', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await listening({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  const via = (xff: string) => open(ctx, { headers: { 'x-forwarded-for': xff } });

  test('each client the proxy names is counted apart', async () => {
    const one = [];
    for (let i = 0; i < 4; i++) one.push(await via('198.51.100.7'));
    expect(statuses(one)).toEqual([200, 200, 200, 200]);
    expectRefused(await via('198.51.100.7'));
    // A client cannot pose as another by putting an address before the one the proxy appended.
    expectRefused(await via('198.51.100.99, 198.51.100.7'));
    expect((await via('198.51.100.8')).status).toBe(200);
    // The proxy itself (its own requests, no client named) is one more client.
    expect((await open(ctx)).status).toBe(200);
  });

  test('an IPv6 /64 is one client, whatever address in it; another /64 is another', async () => {
    const prefix = '2001:db8:77:1';
    const inside = [];
    for (const host of ['::1', '::2', ':ffff:ffff:ffff:fffe', ':abcd::9']) inside.push(await via(`${prefix}${host}`));
    expect(statuses(inside)).toEqual([200, 200, 200, 200]);
    expectRefused(await via(`${prefix}:1234:5678:9abc:def0`));
    expectRefused(await via('2001:0db8:0077:0001:0000:0000:0000:0099'));
    expect((await via('2001:db8:77:2::1')).status).toBe(200);
    // IPv4 through an IPv6-mapped form is the IPv4 client.
    const v4 = [];
    for (let i = 0; i < 4; i++) v4.push(await via('192.0.2.44'));
    expect(statuses(v4)).toEqual([200, 200, 200, 200]);
    expectRefused(await via('::ffff:192.0.2.44'));
  });
});

describe('several instances on one Redis', () => {
  let forwarder: TcpForwarder;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    forwarder = await tcpForwarder({ host: '127.0.0.1', port: 6379 });
    const env = {
      REDIS_URL: forwarder.url('redis'),
      REDIS_PREFIX: `prezice:test:live-fair:${randomBytes(4).toString('hex')}:`,
      LIVE_HEARTBEAT_MS: '200',
    };
    a = await listening(env);
    b = await listening(env, a.database);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await forwarder?.close();
  });

  test('a client’s streams are counted across instances: 2 on A and 2 on B, the 5th refused on both', async () => {
    const held = [await open(a), await open(a), await open(b), await open(b)];
    expect(statuses(held)).toEqual([200, 200, 200, 200]);
    expectRefused(await open(a));
    expectRefused(await open(b));
    expect((await open(b, { localAddress: '127.0.0.2' })).status).toBe(200);
    // A stream closed on A frees a place for the client on B at once.
    held[0].close();
    await holds(a, 1);
    const deadline = Date.now() + 2_000;
    let again = await open(b);
    while (again.status !== 200 && Date.now() < deadline) again = await open(b);
    expect(again.status).toBe(200);
    // Held past several leases (4 heartbeats of 200 ms): renewed, still counted.
    await new Promise((r) => setTimeout(r, 1_500));
    expectRefused(await open(a));
  });

  test('Redis cut: each instance counts its own streams meanwhile (no error, no wait); back, shared again', {
    timeout: 30_000,
  }, async () => {
    await forwarder.cut();
    const t0 = performance.now();
    const during = [];
    for (let i = 0; i < 4; i++) during.push(await open(a, { localAddress: '127.0.0.9' }));
    expect(statuses(during)).toEqual([200, 200, 200, 200]);
    expect(performance.now() - t0).toBeLessThan(2_000);
    expectRefused(await open(a, { localAddress: '127.0.0.9' }));
    await forwarder.restore();
    // Once Redis answers, a renewal writes A's four back: B refuses the client too.
    const deadline = Date.now() + 10_000;
    let onB = await open(b, { localAddress: '127.0.0.9' });
    while (onB.status === 200 && Date.now() < deadline) {
      onB.close();
      await new Promise((r) => setTimeout(r, 200));
      onB = await open(b, { localAddress: '127.0.0.9' });
    }
    expectRefused(onB);
  });
});
