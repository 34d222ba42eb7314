import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { importFailures, importNotes } from '../../../domain/results-import.schemas.ts';
import { type ApiFootballReplay, REPLAY_KEY, startApiFootballReplay } from '../../test/api-football-replay.ts';
import { call, freshPgDatabase, type Instance, startInstance } from '../../test/two-instances.ts';

// The results import against a hostile provider, in the real server process as npm start runs it (the bundled
// server, node --max-old-space-size=128): a 300 MB answer, streamed by the replay as it is read (never held in
// memory), is cut at RESULTS_MAX_BYTES, recorded as a bad answer, and the process lives on with its turn free; an
// instance killed in the middle of a poll leaves a turn that passes within JOB_LEASE_MS. Only with DATABASE_URL
// (the PostgreSQL step of npm test): an instance starts there in about two seconds.

const MB = 1024 * 1024;
const LEASE_MS = 3_000;
const ADMIN = { identifier: 'admin', password: 'Parola-Admin-2025' };
let db: Awaited<ReturnType<typeof freshPgDatabase>>;
let replay: ApiFootballReplay;
const running: Instance[] = [];

const env = () => ({
  DATABASE_URL: db.url,
  JWT_SECRET: 'provider-process-test-secret',
  ADMIN_PASSWORD: ADMIN.password,
  JOB_LEASE_MS: String(LEASE_MS),
  RESULTS_PROVIDER: 'api-football',
  RESULTS_PROVIDER_KEY: REPLAY_KEY,
  RESULTS_PROVIDER_URL: replay.url,
  RESULTS_LEAGUE_ID: '283',
  RESULTS_SEASON: '2025',
  // Polls only when asked (and once at start): each test says what the provider answers next.
  RESULTS_POLL_MS: '86400000',
  RESULTS_REQUESTS_PER_MINUTE: '1000',
});

async function start(): Promise<{ server: Instance; jwt: string }> {
  const server = await startInstance(env());
  running.push(server);
  const login = await call(server, 'POST', '/api/auth/local', { body: ADMIN });
  expect(login.status, server.output().slice(-2000)).toBe(200);
  return { server, jwt: login.json.jwt };
}

const status = async (server: Instance, jwt: string) =>
  (await call(server, 'GET', '/api/results-import/status', { jwt })).json.data;

/** The most memory the process has held (its peak resident set), in MB. */
const peakMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB$/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

beforeAll(async () => {
  db = await freshPgDatabase(process.env.DATABASE_URL!, 'import_process', inject('pgTemplate'));
  replay = await startApiFootballReplay();
}, 60_000);
afterEach(async () => {
  await Promise.all(running.splice(0).map((i) => i.stop('SIGKILL')));
});
afterAll(async () => {
  await replay?.close();
  await db?.drop();
});

describe('a hostile provider against the real server under a 128 MB heap', () => {
  test('a 300 MB answer is cut at 5 MB and recorded; the process lives on and the turn is free at once', async () => {
    const { server, jwt } = await start();
    expect(server.child.spawnargs).toContain('--max-old-space-size=128');
    // The poll the clock queues at start reads the season first.
    await expect.poll(async () => (await status(server, jwt)).lastRunAt, { timeout: 10_000 }).not.toBeNull();

    replay.huge(300 * MB);
    const t0 = performance.now();
    const cut = await call(server, 'POST', '/api/results-import/run', { jwt });
    const ms = Math.round(performance.now() - t0);
    expect(cut.status, server.output().slice(-2000)).toBe(200);
    expect(cut.json.data).toMatchObject({ ran: true, error: importFailures.tooLarge(5 * MB) });
    expect(ms).toBeLessThan(10_000);
    // What the replay wrote before the connection was closed: the cap and the sockets' buffers, never 300 MB.
    expect(replay.streamed).toBeLessThan(32 * MB);
    expect(await status(server, jwt)).toMatchObject({ running: false, lastError: importFailures.tooLarge(5 * MB) });

    // 4 MB of '[': JSON.parse would build two million arrays (past the heap); refused before it is built.
    replay.once({ status: 200, body: `${'['.repeat(2 * MB)}${']'.repeat(2 * MB)}` });
    const deep = await call(server, 'POST', '/api/results-import/run', { jwt });
    expect(deep.json.data).toMatchObject({ ran: true, error: importFailures.tooComplex });

    // Alive, and the turn free at once: the next poll reads the season as before.
    expect((await call(server, 'GET', '/healthz')).status).toBe(200);
    const next = await call(server, 'POST', '/api/results-import/run', { jwt });
    expect(next.json.data).toMatchObject({ ran: true, error: null, summary: { fixtures: 2 } });
    expect(server.child.exitCode).toBeNull();
    const peak = peakMb(server.child.pid!);
    console.info(`300 MB answer cut in ${ms} ms; ${Math.round(replay.streamed / MB)} MB sent; peak RSS ${peak} MB`);
    expect(peak).toBeLessThan(300);
  });

  test('an instance killed in the middle of a poll leaves a turn that passes within JOB_LEASE_MS', async () => {
    const first = await start();
    await expect
      .poll(async () => (await status(first.server, first.jwt)).lastRunAt, { timeout: 10_000 })
      .not.toBeNull();
    const stalled = replay.stalled;
    replay.stall();
    void call(first.server, 'POST', '/api/results-import/run', { jwt: first.jwt }).catch(() => {});
    await expect.poll(() => replay.stalled, { timeout: 5_000 }).toBe(stalled + 1);
    // Held by a poll that is still running: past one lease the turn is still its own (it extends it).
    await new Promise((r) => setTimeout(r, LEASE_MS + 500));
    expect((await status(first.server, first.jwt)).running).toBe(true);
    await first.server.stop('SIGKILL');
    const killedAt = Date.now();

    const { server, jwt } = await start();
    const { default: postgres } = await import('postgres');
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ until: Date }[]>`select running_until as until from import_state where id = 1`;
      // The dead poll's turn, if it is still there, runs out within the lease after its last extension.
      if (row.until) expect(row.until.getTime() - killedAt).toBeLessThanOrEqual(LEASE_MS + 200);
    } finally {
      await sql.end();
    }
    await new Promise((r) => setTimeout(r, Math.max(0, killedAt + LEASE_MS + 100 - Date.now())));
    const run = await call(server, 'POST', '/api/results-import/run', { jwt });
    expect(run.json.data).toMatchObject({ ran: true, error: null, summary: { fixtures: 2 } });
    expect(run.json.data.summary.notes).toEqual([importNotes.resumed]);
  });
});
