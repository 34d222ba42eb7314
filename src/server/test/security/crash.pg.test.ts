import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { adminUrl } from '../test-db-names.ts';
import {
  driftFromRecomputation,
  NO_DRIFT,
  placesDrift,
  putResult,
  RESULT_TEXT,
  scoringState,
  serverEnv,
} from './crash-checks.ts';
import { seedLargeLeague } from './crash-seed.ts';
import { api, ENTRY, fileExists, type ServerProcess, startServer, stopServer, waitFor } from './crash-server.ts';

// Crash on PostgreSQL (only with DATABASE_URL: see vitest.config.ts). The real server scores a large match; a
// test-only hook holds its transaction open after every row is written; the process is killed with SIGKILL
// right there. After a restart the database holds none of the scoring (COMMIT was never sent) and the totals
// equal a fresh full recomputation. Scoring again commits all of it, which survives a SIGKILL right after the
// answer, ranks included (they move with the totals).

const USERS = 20_000;
const serverUrl = process.env.DATABASE_URL!;
const dbName = `${inject('pgTemplate')}_crash`; // the global teardown drops it too, should this file crash
const dbUrl = adminUrl(serverUrl, dbName);
let admin: postgres.Sql;
let database: Database;
let dataDir: string;
let server: ServerProcess | undefined;
let big: { matchId: number; documentId: string };

const env = (extra: Record<string, string> = {}) => serverEnv({ DATABASE_URL: dbUrl, DATA_DIR: dataDir, ...extra });
const state = () => scoringState(database.db, big.matchId);
const drift = () => driftFromRecomputation(database.db, big.matchId);

/** Transactions of the test database that are open and hold a transaction id (they have written). */
const openWritingTransactions = async () =>
  Number(
    (
      await admin<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
        where datname = ${dbName} and state like 'idle in transaction%' and backend_xid is not null`
    )[0].n,
  );

beforeAll(async () => {
  admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.unsafe(`create database ${dbName} template ${inject('pgTemplate')}`);
  database = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
  dataDir = mkdtempSync(join(tmpdir(), 'prezice-crash-'));
  big = await seedLargeLeague(database.db, USERS);
});

afterAll(async () => {
  await stopServer(server, 'SIGKILL');
  await database?.close();
  await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test(`SIGKILL inside the scoring of a ${USERS.toLocaleString('en')}-player match keeps none of it; after a restart it scores whole`, {
  timeout: 120_000,
}, async () => {
  const before = await state();
  expect(before).toMatchObject({ result: '', scored: 0, bonuses: 0 });
  expect(before.total).toBeGreaterThan(0);
  expect(await drift()).toEqual(NO_DRIFT);
  expect(await placesDrift(database.db)).toBe(0);

  // 1. The server writes the scoring and waits before COMMIT; PostgreSQL shows the open transaction; kill.
  server = await startServer(env({ SCORING_PAUSE_MS: '60000' }), undefined, ENTRY.pausedScoring);
  const put = putResult(server.url, big.documentId).catch((e: unknown) => e);
  await waitFor('the scoring to pause', fileExists(join(dataDir, 'scoring-paused')));
  await waitFor('its open transaction', async () => (await openWritingTransactions()) === 1);
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
  expect(await put).toBeInstanceOf(Error); // the admin never got an answer
  // PostgreSQL sees the connection drop and rolls the transaction back.
  await waitFor('the orphaned transaction to end', async () => (await openWritingTransactions()) === 0);

  // 2. None of the scoring survived, and what is stored is whole.
  expect(await state()).toEqual(before);
  expect(await drift()).toEqual(NO_DRIFT);
  expect(await placesDrift(database.db)).toBe(0);

  // 3. After a restart (without the pause) the same PUT commits all of the scoring; kill as soon as it answers.
  server = await startServer(env());
  expect((await putResult(server.url, big.documentId)).status).toBe(200);
  server.child.kill('SIGKILL');
  await server.exited;
  const after = await state();
  expect(after).toMatchObject({ result: RESULT_TEXT, scored: USERS * 3 });
  expect(after.bonuses).toBeGreaterThan(0);
  expect(after.total).toBeGreaterThan(before.total);
  expect(await drift()).toEqual(NO_DRIFT);

  // 4. The ranks moved with the totals, in the scoring's own transaction (the points histogram): nothing is
  // left to derive after the kill, and the next start answers the leaderboard at once.
  expect(await placesDrift(database.db)).toBe(0);
  server = await startServer(env());
  expect((await api(`${server.url}/api/leaderboard`, 'GET')).status).toBe(200);
  expect(await state()).toEqual(after);
  await stopServer(server);
  expect(await server.exited).toBe(0);
});
