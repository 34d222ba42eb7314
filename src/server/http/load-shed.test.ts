import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, testApp } from '../test/test-app.ts';

// An instance that cannot keep up answers 503 Retry-After: 1 at once, past MAX_IN_FLIGHT requests being
// served, instead of holding every new one in memory until its heap runs out. Health checks always answer.

let ctx: TestContext;
let base = '';
const MAX = 2;

beforeAll(async () => {
  ctx = await testApp({ env: { MAX_IN_FLIGHT: String(MAX) } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

/** A request whose body never arrives in full: it stays in flight until its socket closes. */
function pendingRequest(): Promise<Socket> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1' }, () => {
      socket.write(
        'POST /api/auth/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ide',
      );
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

test(`past ${MAX} requests in flight a new one is refused at once, health checks still answer`, async () => {
  expect((await fetch(`${base}/api/teams`)).status).toBe(200);
  const held = [await pendingRequest(), await pendingRequest()];
  // Let the server read their headers (their onRequest ran, their bodies wait).
  await new Promise((r) => setTimeout(r, 200));

  const refused = await fetch(`${base}/api/teams`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('1');
  expect(await refused.json()).toEqual({
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'Serverul este foarte solicitat acum. Încearcă din nou în câteva secunde.',
      details: {},
    },
  });
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect((await fetch(`${base}/readyz`)).status).toBe(200);

  // The held requests end (their clients go away): the instance serves again.
  for (const s of held) s.destroy();
  await new Promise((r) => setTimeout(r, 200));
  expect((await fetch(`${base}/api/teams`)).status).toBe(200);
});
