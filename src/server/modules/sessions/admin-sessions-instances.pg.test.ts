import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SESSION_EXPIRED } from '../../../domain/admin-session.ts';
import { type Cluster, call, type Instance, startCluster } from '../../test/two-instances.ts';

// An administrator's session across two real server processes on one PostgreSQL database, on the wall clock: the
// limits are shortened to seconds (ADMIN_SESSION_IDLE_MINUTES=0.1, 6 s; ADMIN_SESSION_MAX_HOURS=0.005, 18 s). The
// activity noted by one instance keeps the session alive on the other, and once it has ended both refuse it.

const ADMIN = { identifier: 'sef_de_tura', password: 'parola-admin-de-test' };
const IDLE_MS = 6_000;
const MAX_MS = 18_000;
let cluster: Cluster;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const me = (instance: Instance, jwt: string) => call(instance, 'GET', '/api/users/me', { jwt });
const login = async (instance: Instance) => {
  const res = await call(instance, 'POST', '/api/auth/local', { body: ADMIN });
  expect(res.status, instance.output().slice(-2000)).toBe(200);
  return res.json.jwt as string;
};

beforeAll(async () => {
  cluster = await startCluster({
    count: 2,
    serverUrl: process.env.DATABASE_URL!,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: 'adminsessions',
    template: inject('pgTemplate'),
    env: {
      ADMIN_USERNAME: ADMIN.identifier,
      ADMIN_EMAIL: 'sef@prezice.test',
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
      ADMIN_SESSION_MAX_HOURS: String(MAX_MS / 3_600_000),
    },
  });
}, 120_000);

afterAll(async () => {
  await cluster?.close();
});

describe("an administrator's session on two instances", () => {
  test('requests on either keep it alive past the idle limit; idle, both refuse it', async () => {
    const [a, b] = cluster.instances;
    const jwt = await login(a);
    const start = Date.now();
    // 10 s of activity, alternating the instances a second apart: past the 6 s idle limit of the login alone.
    for (let i = 0; Date.now() - start < 10_000; i++) {
      const res = await me(i % 2 ? a : b, jwt);
      expect(res.status, `request ${i} after ${Date.now() - start} ms`).toBe(200);
      await sleep(1_000);
    }
    await sleep(IDLE_MS + 1_000);
    const refused = await me(b, jwt);
    expect(refused.status).toBe(401);
    expect(refused.json.error.details, JSON.stringify(refused.json)).toEqual({ code: SESSION_EXPIRED, reason: 'idle' });
    expect((await me(a, jwt)).status).toBe(401);
  }, 60_000);

  test('after 18 s in all, however busy, both refuse it', async () => {
    const [a, b] = cluster.instances;
    const jwt = await login(b);
    const start = Date.now();
    let i = 0;
    while (Date.now() - start < MAX_MS - 2_000) {
      expect((await me(i % 2 ? a : b, jwt)).status, `request ${i} after ${Date.now() - start} ms`).toBe(200);
      i += 1;
      await sleep(1_500);
    }
    await sleep(Math.max(0, MAX_MS - (Date.now() - start)) + 500);
    const refused = await me(a, jwt);
    expect(refused.status).toBe(401);
    expect(refused.json.error.details, JSON.stringify(refused.json)).toEqual({
      code: SESSION_EXPIRED,
      reason: 'tooOld',
    });
    expect((await me(b, jwt)).status).toBe(401);
  }, 60_000);
});
