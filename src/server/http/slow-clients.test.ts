import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { openRawStream } from '../test/raw-stream.ts';
import { type TestContext, testApp } from '../test/test-app.ts';

// Slow bodies and headers are cut off, and one address cannot hold every connection. A real listening server and raw
// sockets: a client that trickles its body at one byte a second gets a 408 within a few
// seconds while other clients are served meanwhile; headers that trickle are cut too; past the cap, one address's
// connections are refused while another address is served.

const config = loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) });

interface Raw {
  socket: Socket;
  /** Everything received so far. */
  text: () => string;
  closed: Promise<number>;
}

function rawClient(port: number, localAddress = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    const started = performance.now();
    socket.on('data', (d) => {
      text += d.toString();
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((r) => socket.on('close', () => r(performance.now() - started)));
    socket.once('connect', () => resolve({ socket, text: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes one byte a second until the socket closes; answers when it closed and what it got. */
async function trickle(raw: Raw, bytes: string) {
  let i = 0;
  const timer = setInterval(() => {
    if (i < bytes.length && !raw.socket.destroyed) raw.socket.write(bytes[i++]);
  }, 1000);
  const ms = await raw.closed;
  clearInterval(timer);
  return { ms, text: raw.text(), sent: i };
}

/** A normal request on a connection of its own: its status and time. */
async function quickGet(port: number, path = '/healthz', localAddress = '127.0.0.1') {
  const started = performance.now();
  const raw = await rawClient(port, localAddress);
  raw.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  await raw.closed;
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw.text())?.[1] ?? 0), ms: performance.now() - started };
}

async function listening(env: Record<string, string> = {}) {
  const ctx = await testApp({ env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return { ctx, port: typeof address === 'object' && address ? address.port : 0 };
}

test('the defaults are the documented ones', () => {
  expect(config.server).toEqual({
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    bodyMinBytesPerSecond: 1024,
    requestTimeoutMs: 600_000,
    maxConnectionsPerIp: 100,
    maxInFlight: 500,
  });
});

describe('at the default timeouts', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ({ ctx, port } = await listening());
  });
  afterAll(() => ctx.close());

  test('a body at one byte a second gets a 408 within a few seconds, while others are served', {
    timeout: 30_000,
  }, async () => {
    const slow = await rawClient(port);
    slow.socket.write(
      'POST /api/auth/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    const cut = trickle(slow, '{"identifier":"incet","password":"foarte-incet"'.padEnd(200, ' '));
    // Meanwhile, other clients come and go.
    const others: { status: number; ms: number }[] = [];
    let done = false;
    void cut.then(() => {
      done = true;
    });
    while (!done) {
      others.push(await quickGet(port));
      await new Promise((r) => setTimeout(r, 200));
    }
    const { ms, text, sent } = await cut;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('"name":"RequestTimeoutError"');
    expect(sent).toBeLessThan(200);
    expect(ms).toBeLessThan(config.server.bodyTimeoutMs + 3000);
    expect(others.length).toBeGreaterThan(5);
    expect(others.every((o) => o.status === 200)).toBe(true);
    expect(Math.max(...others.map((o) => o.ms))).toBeLessThan(1000);
  });

  test('headers at one byte a second are cut too', { timeout: 30_000 }, async () => {
    const slow = await rawClient(port);
    const { ms, text } = await trickle(slow, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Incet: 1234567890\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(config.server.headersTimeoutMs + 3000);
  });

  test('a connection that sends nothing is closed after the headers timeout', { timeout: 30_000 }, async () => {
    const idle = await rawClient(port);
    const ms = await idle.closed;
    expect(ms).toBeLessThan(config.server.headersTimeoutMs + 3000);
  });

  test('a slow but steady body (20 KB/s over 8 s) is received in full', { timeout: 30_000 }, async () => {
    const raw = await rawClient(port);
    const body = JSON.stringify({ identifier: 'rabdator', password: 'parola', pad: 'x'.repeat(160 * 1024) });
    raw.socket.write(
      `POST /api/auth/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const chunk = 2048;
    for (let i = 0; i < body.length; i += chunk) {
      raw.socket.write(body.slice(i, i + chunk));
      await new Promise((r) => setTimeout(r, 100));
    }
    await raw.closed;
    // Refused as a login (the account does not exist), not cut as slow.
    expect(raw.text()).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('connections per IP', () => {
  test('past the cap, one address is refused while another is served', { timeout: 30_000 }, async () => {
    const { ctx, port } = await listening({ MAX_CONNECTIONS_PER_IP: '5' });
    try {
      const held = await Promise.all(Array.from({ length: 5 }, () => rawClient(port)));
      const refused = await rawClient(port);
      const ms = await refused.closed;
      expect(ms).toBeLessThan(1000);
      expect(refused.text()).toMatch(/^HTTP\/1\.1 429 /);
      expect(await quickGet(port, '/healthz', '127.0.0.2')).toMatchObject({ status: 200 });
      // One of the five leaves: the address is served again.
      held[0].socket.destroy();
      await held[0].closed;
      await new Promise((r) => setTimeout(r, 50));
      expect(await quickGet(port)).toMatchObject({ status: 200 });
      for (const h of held) h.socket.destroy();
    } finally {
      await ctx.close();
    }
  });

  test('a trusted proxy is not capped: it carries many clients', { timeout: 30_000 }, async () => {
    const { ctx, port } = await listening({ MAX_CONNECTIONS_PER_IP: '5', TRUST_PROXY: '127.0.0.1' });
    try {
      const held = await Promise.all(Array.from({ length: 8 }, () => rawClient(port)));
      expect(await quickGet(port)).toMatchObject({ status: 200 });
      for (const h of held) h.socket.destroy();
    } finally {
      await ctx.close();
    }
  });

  test('behind a trusted proxy each client it names holds at most the cap of open requests; others are served', {
    timeout: 30_000,
  }, async () => {
    // Open requests that last: live streams (their own per-client share set out of the way).
    const { ctx, port } = await listening({
      MAX_CONNECTIONS_PER_IP: '3',
      TRUST_PROXY: '127.0.0.1',
      LIVE_STREAMS_PER_CLIENT: '100',
    });
    const via = (client: string) =>
      openRawStream(`http://127.0.0.1:${port}/api/live`, { headers: { 'x-forwarded-for': client } });
    try {
      const held = [await via('203.0.113.5'), await via('203.0.113.5'), await via('203.0.113.5')];
      expect(held.map((h) => h.status)).toEqual([200, 200, 200]);
      const refused = await via('203.0.113.5');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json.error).toMatchObject({
        status: 429,
        name: 'RateLimitError',
        message: 'Prea multe conexiuni deschise de la această adresă.',
      });
      const other = await via('203.0.113.6');
      expect(other.status).toBe(200);
      // The proxy's own requests (no client named), and the same client's requests once one has ended.
      expect(await quickGet(port)).toMatchObject({ status: 200 });
      held[0].close();
      await held[0].ended;
      const deadline = Date.now() + 5_000;
      let again = await via('203.0.113.5');
      while (again.status !== 200 && Date.now() < deadline) again = await via('203.0.113.5');
      expect(again.status).toBe(200);
      for (const s of [...held, other, again]) s.close();
    } finally {
      await ctx.close();
    }
  });
});
