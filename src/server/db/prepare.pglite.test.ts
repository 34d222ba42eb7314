import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase, rowsOf } from './client.ts';
import { prepareDatabase } from './prepare.ts';

// The start-up sequence on PGlite (only without DATABASE_URL: see vitest.config.ts), where one process owns
// the data dir and no lock is taken: a new database is migrated, gets its admin and the demo data; the next
// start finds all of it done. The PostgreSQL side, with several instances at once, is prepare.pg.test.ts.

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prezice-prepare-'));
  database = await openDatabase({ dataDir });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a new data dir is prepared once: migrations, the admin, the demo data', async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'prepare-test-secret-long-enough',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    SEED: 'demo',
  });
  const first = await prepareDatabase(database, config);
  expect(first.admin).toMatchObject({ username: 'admin', created: true, generatedPassword: expect.any(String) });
  expect(first.demo?.demoUser.username).toBe('demo');
  expect(first.waitedMs).toBe(0);

  const again = await prepareDatabase(database, config);
  expect(again.admin).toEqual({ username: 'admin', created: false });
  expect(again.demo).toBeUndefined();

  const [counts] = await rowsOf<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from teams) as teams,
      (select count(*)::int from users where role_id = 4) as admins,
      (select count(*)::int from rounds where current) as current_rounds`,
  );
  expect(counts).toEqual({ teams: 16, admins: 1, current_rounds: 1 });
}, 120_000);
