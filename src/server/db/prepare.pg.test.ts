import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DEMO_USERNAMES } from '../seed/demo-data.ts';
import { type ServerProcess, startServer, stopServer } from '../test/security/crash-server.ts';
import { adminUrl } from '../test/test-db-names.ts';
import { migrationsFolder } from './client.ts';

// Several instances started at once on one empty PostgreSQL database (only with DATABASE_URL: see
// vitest.config.ts). Each is the real server (src/server/main.ts) in a process of its own, with a data dir of
// its own, as on separate machines behind a load balancer. All of them must come up, and the schema, the
// admin and the demo data must exist once.

const INSTANCES = Number(process.env.PREPARE_RACE_INSTANCES ?? 3);
const serverUrl = process.env.DATABASE_URL!;
const dbName = `${inject('pgTemplate')}_race_${randomBytes(3).toString('hex')}`; // dropped by the teardown too
let admin: postgres.Sql;
let check: postgres.Sql;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  // Empty: not a copy of the migrated template.
  await admin.unsafe(`create database ${dbName}`);
  check = postgres(adminUrl(serverUrl, dbName), { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
  await check?.end();
  await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

test(`${INSTANCES} instances starting at once on an empty database all come up, and prepare it once`, async () => {
  const starts = Array.from({ length: INSTANCES }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'prezice-race-'));
    dataDirs.push(dataDir);
    return startServer(
      {
        NODE_ENV: 'test',
        DATABASE_URL: adminUrl(serverUrl, dbName),
        DATA_DIR: dataDir,
        JWT_SECRET: 'race-test-secret-long-enough',
        SEED: 'demo',
        CAPTCHA: 'off',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'parola-admin-de-test',
      },
      120_000,
    ).then((server) => {
      servers.push(server);
      return server;
    });
  });
  const results = await Promise.allSettled(starts);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason).slice(0, 2000)] : []));
  expect(failures).toEqual([]);

  for (const server of servers) {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status, server.output().slice(-2000)).toBe(200);
  }

  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const [counts] = await check<Record<string, number>[]>`select
      (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
      (select count(*)::int from teams) as teams,
      (select count(*)::int from users u join roles r on r.id = u.role_id where r.type = 'admin') as admins,
      (select count(*)::int from users where username = 'demo') as demo_users,
      (select count(*)::int from users) as users,
      (select count(*)::int from rounds where current) as current_rounds,
      (select count(*)::int from roles) as roles`;
  expect(counts).toEqual({
    migrations: journal.entries.length,
    teams: 16,
    admins: 1,
    demo_users: 1,
    users: DEMO_USERNAMES.length + 1,
    current_rounds: 1,
    roles: 4,
  });
  // Each of them answers from that one database: the same teams through every instance.
  const names = await Promise.all(
    servers.map(
      async (s) =>
        (
          (await (await fetch(`${s.url}/api/teams?pagination[pageSize]=100`)).json()) as {
            meta: { pagination: { total: number } };
          }
        ).meta.pagination.total,
    ),
  );
  expect(names).toEqual(servers.map(() => 16));
}, 240_000);
