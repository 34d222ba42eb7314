import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { adminUrl } from './test/test-db-names.ts';
import { freshPgDatabase, type Instance, startInstance } from './test/two-instances.ts';

// The server as a process: /readyz 503 until the database is reachable, SIGTERM finishing the request in flight, and
// an exit within 10 s whatever happens to the output. Only with DATABASE_URL (the
// PostgreSQL step of npm test): the instances start in a second or two there.

const EXIT_MS = 10_000;
let db: Awaited<ReturnType<typeof freshPgDatabase>>;
const running: Instance[] = [];
const env = () => ({
  DATABASE_URL: db.url,
  JWT_SECRET: 'shutdown-test-secret-long-enough',
  BODY_TIMEOUT_MS: '60000',
  BODY_MIN_RATE: '1',
});

beforeAll(async () => {
  db = await freshPgDatabase(process.env.DATABASE_URL!, 'stateless_stop', inject('pgTemplate'));
}, 60_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map((i) => i.stop('SIGKILL')));
});
afterAll(async () => {
  await db?.drop();
});

/** The port range of this helper's tests (4100-4199), one port per test and run. */
const port = (n: number) => 4100 + ((process.pid + n * 17) % 100);

describe('SIGTERM', () => {
  test('a request in flight is finished, a new connection is refused, and the process exits 0', async () => {
    const server = await startInstance(env());
    running.push(server);
    const body = JSON.stringify({ identifier: 'nimeni', password: 'parola-gresita-1' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write(
      `POST /api/auth/local HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_500));
    // Still waiting for the rest of our request; nobody new is let in.
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    socket.write(body.slice(10));
    const how = await server.exited;
    const ms = performance.now() - t0;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(how).toBe(0);
    expect(ms).toBeLessThan(EXIT_MS);
  });

  for (const stdout of ['unread', 'closed'] as const) {
    test(`with its output ${stdout === 'unread' ? 'a pipe nobody reads' : 'a pipe closed'}, it keeps serving and exits within 10 s`, async () => {
      const server = await startInstance(env(), { stdout, port: port(stdout === 'unread' ? 1 : 2) });
      running.push(server);
      // Two log lines a request: 3,000 requests write over 1 MB, far beyond what a pipe holds (64 KB); a closed
      // pipe fails at the first line, so fewer requests do.
      const perWorker = stdout === 'unread' ? 150 : 30;
      let ok = 0;
      const worker = async () => {
        for (let n = 0; n < perWorker; n++) {
          const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
          if (res?.status === 200) ok++;
          await res?.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      expect(ok).toBe(20 * perWorker);
      const ms = await Promise.race([
        server.stop('SIGTERM'),
        new Promise<number>((r) => setTimeout(() => r(Number.POSITIVE_INFINITY), EXIT_MS + 2_000)),
      ]);
      expect(ms).toBeLessThan(EXIT_MS);
      expect(await server.exited).toBe(0);
    }, 120_000);
  }
});

describe('/readyz', () => {
  let proxy: Server | undefined;
  afterAll(() => proxy?.close());

  test('503 while the database cannot be reached, 200 once it can; /healthz 200 throughout', async () => {
    const dbPort = port(3);
    const httpPort = port(4);
    const target = new URL(process.env.DATABASE_URL!);
    const viaProxy = new URL(adminUrl(process.env.DATABASE_URL!, db.name));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(dbPort);
    // Nothing listens on dbPort yet: the server waits for its database.
    const server = await startInstance(
      { ...env(), DATABASE_URL: viaProxy.toString() },
      { port: httpPort, noWait: true },
    );
    running.push(server);
    const get = (path: string) =>
      fetch(`http://127.0.0.1:${httpPort}${path}`)
        .then(async (r) => ({ status: r.status, json: await r.json() }))
        .catch(() => null);
    let early = await get('/readyz');
    // The process starts under whatever else the machine runs (CI runs suites in parallel): up to a minute.
    for (let n = 0; !early && n < 600 && server.child.exitCode === null; n++) {
      await new Promise((r) => setTimeout(r, 100));
      early = await get('/readyz');
    }
    expect(early, server.output().slice(-2000)).toEqual({
      status: 503,
      json: { status: 'starting', database: 'starting' },
    });
    expect(await get('/healthz')).toMatchObject({ status: 200 });
    expect((await get('/api/teams'))?.status).toBe(503);
    // Still 503 a while later: it keeps waiting, it does not give up.
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await get('/readyz'))?.status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    // The database becomes reachable (a proxy to PostgreSQL opens on that port).
    proxy = createServer((client: Socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => proxy!.listen(dbPort, '127.0.0.1', () => r()));
    let ready = await get('/readyz');
    for (let n = 0; ready?.status !== 200 && n < 300; n++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await get('/readyz');
    }
    expect(ready).toEqual({ status: 200, json: { status: 'ok', database: 'ok', redis: 'off' } });
    expect((await get('/api/teams'))?.status).toBe(200);
  }, 90_000);
});
