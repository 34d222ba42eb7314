import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { percentile, type Read } from './leaderboard-open-loop.ts';
import { type exec, fmt, log, one } from './support.ts';
import { startFlags } from './throughput-load.ts';

// The leaderboard bench's server (npm start's build and flags), its timed reads, and the database's waits.

export const GOAL_P99_MS = 20;
const PORT = Number(process.env.BENCH_LEADERBOARD_PORT ?? 4401);
export const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

export interface Server {
  child: ChildProcess;
  base: string;
  logBytes: () => number;
}

/** `node <npm start's flags> dist/server/main.js`, as scripts/start.mjs runs it, with its output drained. */
export async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [...startFlags(), 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      JWT_SECRET: 'x'.repeat(32),
      SEED: 'none',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      REDIS_URL: '',
      // Every reader of the benchmark is one address: an open loop must never be refused for its connections.
      MAX_CONNECTIONS_PER_IP: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let bytes = 0;
  // BENCH_SERVER_LOG=<file> keeps the server's request log, to see what it did when a read was slow.
  const keep = process.env.BENCH_SERVER_LOG ? createWriteStream(process.env.BENCH_SERVER_LOG) : null;
  child.stdout!.on('data', (b: Buffer) => {
    bytes += b.length;
    keep?.write(b);
  });
  child.stderr!.on('data', (b: Buffer) => process.stderr.write(b));
  const base = `http://127.0.0.1:${PORT}`;
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (performance.now() - t0 > 60_000) throw new Error('the server did not start in 60 s');
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, logBytes: () => bytes };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A GET timed; a connection that fails (an overloaded server's backlog full) is status 0, asked again by callers. */
export async function timedGet(url: string): Promise<{ ms: number; status: number; body: unknown }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url);
    const body = await res.json();
    return { ms: performance.now() - t0, status: res.status, body };
  } catch {
    return { ms: performance.now() - t0, status: 0, body: null };
  }
}

export function readRow(name: string, reads: Read[]) {
  const ms = reads.map((r) => r.ms);
  const bad = reads.filter((r) => r.status !== 200).length;
  const p99 = percentile(ms, 99);
  return [
    name,
    reads.length,
    fmt(percentile(ms, 50)),
    fmt(p99),
    fmt(Math.max(...ms)),
    bad,
    `p99 < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS && bad === 0 ? 'met' : 'MISSED'}`,
  ];
}

/**
 * Samples what the other sessions of the bench database are doing (state, wait event, the query's start) every
 * 100 ms, to tell readers waiting on a lock from readers waiting for a CPU. Answers the tally, most frequent first.
 */
export function sampleWaits(db: Parameters<typeof exec>[0]) {
  const tally = new Map<string, number>();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const rows = await rowsOf<{ what: string }>(
        db,
        sql`select coalesce(state, '?') || ' / ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') || ' / ' ||
                   regexp_replace(left(query, 48), '\s+', ' ', 'g') as what
            from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
              and backend_type = 'client backend'`,
      );
      for (const r of rows) tally.set(r.what, (tally.get(r.what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return [...tally].sort((a, b) => b[1] - a[1]).slice(0, 12);
    },
  };
}

export interface Entry {
  rank: number;
  username: string;
  points: number;
  currentPoints: number;
}
export interface Page {
  data: Entry[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** Each page answers 10 rows whose ranks agree with a count of better accounts. */
export async function checkPages(
  db: Parameters<typeof exec>[0],
  base: string,
  targets: readonly { name: string; query: string; sort: string }[],
  users: number,
  pageSize: number,
) {
  for (const t of targets) {
    const res = await fetch(`${base}?${t.query}`);
    if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
    const body = (await res.json()) as Page;
    if (body.data.length !== pageSize) throw new Error(`${t.name}: ${body.data.length} rows`);
    if (body.meta.pagination.total !== users) throw new Error(`${t.name}: total ${body.meta.pagination.total}`);
    const column = sql.raw(t.sort === 'points' ? 'points' : 'current_points');
    const value = (e: Entry) => (t.sort === 'points' ? e.points : e.currentPoints);
    for (const [i, e] of body.data.entries()) {
      const prev = body.data[i - 1];
      if (!prev) continue;
      const [pv, v] = [value(prev), value(e)];
      if (pv < v || (pv === v && (prev.rank !== e.rank || prev.username.localeCompare(e.username) >= 0)))
        throw new Error(`${t.name}: rows ${i - 1} and ${i} out of order`);
    }
    for (const e of [body.data[0], body.data[pageSize - 1]]) {
      const better = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where role_id <> 4 and ${column} > ${value(e)}`,
      );
      if (e.rank !== Number(better.n) + 1)
        throw new Error(`${t.name}: ${e.username} has rank ${e.rank}, expected ${Number(better.n) + 1}`);
    }
    log(`check ${t.name}: 200, 10 rows, ranks ${body.data[0].rank}..${body.data[9].rank} = 1 + count above`);
  }
}
