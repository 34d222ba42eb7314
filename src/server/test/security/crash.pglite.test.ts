import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../../db/client.ts';
import { driftFromRecomputation, NO_DRIFT, putResult, RESULT_TEXT, scoringState, serverEnv } from './crash-checks.ts';
import { seedLargeLeague } from './crash-seed.ts';
import { ENTRY, fileExists, type ServerProcess, startServer, stopServer, waitFor } from './crash-server.ts';

// Crash on PGlite, the engine the server embeds without DATABASE_URL (only in the PGlite step: see
// vitest.config.ts). The server holds its data dir alone, so the test opens it only while no server runs.
// A SIGKILL inside the scoring transaction must leave none of it after PGlite's recovery on the next open;
// a SIGKILL right after a committed scoring must keep all of it (fsync is off in PGlite, but every write
// has reached the operating system when the COMMIT answers, so a process crash loses nothing committed).

const USERS = 1_000;
let dataDir: string;
let server: ServerProcess | undefined;
let big: { matchId: number; documentId: string };

const env = (extra: Record<string, string> = {}) => serverEnv({ DATA_DIR: dataDir, ...extra });

/** Opens the data dir (PGlite replays its WAL if the last process died), runs fn, closes it again. */
async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}
const inspect = () =>
  withDatabase(async ({ db }) => ({
    state: await scoringState(db, big.matchId),
    drift: await driftFromRecomputation(db, big.matchId),
  }));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prezice-crash-pglite-'));
  big = await withDatabase(async (database) => {
    await migrateDatabase(database);
    return seedLargeLeague(database.db, USERS);
  });
});

afterAll(async () => {
  await stopServer(server, 'SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL inside the scoring transaction keeps none of it; SIGKILL after the commit keeps all of it', {
  timeout: 120_000,
}, async () => {
  const before = await inspect();
  expect(before.state).toMatchObject({ result: '', scored: 0, bonuses: 0 });
  expect(before.drift).toEqual(NO_DRIFT);

  // 1. Killed while the scoring is written but not committed.
  server = await startServer(env({ SCORING_PAUSE_MS: '60000' }), undefined, ENTRY.pausedScoring);
  const put = putResult(server.url, big.documentId).catch((e: unknown) => e);
  await waitFor('the scoring to pause', fileExists(join(dataDir, 'scoring-paused')));
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
  expect(await put).toBeInstanceOf(Error);
  expect(await inspect()).toEqual(before);

  // 2. Scored again after a restart, and killed as soon as it answers: the commit is kept, whole.
  server = await startServer(env());
  expect((await putResult(server.url, big.documentId)).status).toBe(200);
  server.child.kill('SIGKILL');
  await server.exited;
  const after = await inspect();
  expect(after.state).toMatchObject({ result: RESULT_TEXT, scored: USERS * 3 });
  expect(after.state.total).toBeGreaterThan(before.state.total);
  expect(after.drift).toEqual(NO_DRIFT);
});
