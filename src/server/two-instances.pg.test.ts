import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Cluster, call, startCluster } from './test/two-instances.ts';

// Two real server processes on one PostgreSQL database and one Redis, each with a DATA_DIR of its own and no
// JWT_SECRET, as behind a load balancer. Only with DATABASE_URL (*.pg.test.ts: the PostgreSQL step of npm test). The
// harness (test/two-instances.ts) takes more cases: uploads, caches, jobs.

const LOGIN_LIMIT = 4;
const ADMIN = { identifier: 'sef', password: 'parola-admin-de-test' };
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    count: 2,
    serverUrl: process.env.DATABASE_URL!,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: 'stateless',
    template: inject('pgTemplate'),
    env: {
      ADMIN_USERNAME: ADMIN.identifier,
      ADMIN_EMAIL: 'sef@prezice.test',
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    },
  });
}, 120_000);

afterAll(async () => {
  await cluster?.close();
});

describe('two instances, one database, one Redis', () => {
  test('a login on A works on B: reads and writes there, seen back on A', async () => {
    const [a, b] = cluster.instances;
    const login = await call(a, 'POST', '/api/auth/local', { body: ADMIN });
    expect(login.status, a.output().slice(-2000)).toBe(200);
    const jwt: string = login.json.jwt;

    const meOnB = await call(b, 'GET', '/api/users/me', { jwt });
    expect(meOnB.status).toBe(200);
    expect(meOnB.json).toMatchObject({ username: ADMIN.identifier, email: 'sef@prezice.test' });

    const edit = await call(b, 'PUT', `/api/users/${meOnB.json.id}`, { jwt, body: { email: 'sef-nou@prezice.test' } });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    const meOnA = await call(a, 'GET', '/api/users/me', { jwt });
    expect(meOnA.json).toMatchObject({ email: 'sef-nou@prezice.test' });

    // And the other way round: a session opened on B is honoured on A.
    const loginB = await call(b, 'POST', '/api/auth/local', { body: ADMIN });
    expect((await call(a, 'GET', '/api/users/me', { jwt: loginB.json.jwt })).status).toBe(200);
  });

  test('each instance kept its own DATA_DIR free of a secret: the secret lives in the database', async () => {
    const { default: postgres } = await import('postgres');
    const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
    const rows = await sql<{ n: number }[]>`select count(*)::int as n from settings where key = 'jwt_secret'`;
    await sql.end();
    expect(rows[0].n).toBe(1);
    const { existsSync } = await import('node:fs');
    for (const i of cluster.instances) expect(existsSync(`${i.dataDir}/jwt-secret`)).toBe(false);
  });

  test('a logout on A ends the session on B at once, though B had just checked it', async () => {
    const [a, b] = cluster.instances;
    const { jwt } = (await call(a, 'POST', '/api/auth/local', { body: ADMIN })).json;
    // B looks the session up and may keep that answer for a moment (its session cache).
    expect((await call(b, 'GET', '/api/users/me', { jwt })).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', { jwt })).status).toBeLessThan(300);
    expect((await call(b, 'GET', '/api/users/me', { jwt })).status).toBe(401);
  });

  test('an upload on A is served by B, byte for byte, with the same ETag', async () => {
    const [a, b] = cluster.instances;
    const { jwt } = (await call(a, 'POST', '/api/auth/local', { body: ADMIN })).json;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a6a4f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'emblema.png');
    const uploaded = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
    });
    const text = await uploaded.text();
    expect(uploaded.status, text).toBe(201);
    const [file] = JSON.parse(text) as { url: string }[];
    const fromA = await fetch(`${a.url}${file.url}`);
    const fromB = await fetch(`${b.url}${file.url}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(fromB.headers.get('etag')).toMatch(/^"/);
  });

  test(`login attempts for one identifier, alternating A and B, share one limit: the ${LOGIN_LIMIT + 1}th is 429`, async () => {
    const [a, b] = cluster.instances;
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_LIMIT + 1; n++) {
      const res = await call(n % 2 ? b : a, 'POST', '/api/auth/local', {
        body: { identifier: 'nimeni-altcineva', password: 'parola-gresita-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(400), 429]);
    for (const i of cluster.instances) {
      const ready = await call(i, 'GET', '/readyz');
      expect(ready).toEqual({ status: 200, json: { status: 'ok', database: 'ok', redis: 'ok' } });
    }
  });
});
