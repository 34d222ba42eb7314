// The leaderboard at scale: 1,000,000 ranked accounts, GET /api/leaderboard under load.
// The real app runs in a child process (bench/leaderboard-server.ts) so that autocannon's own work does not sit
// on the server's event loop; both share the machine's cores with PostgreSQL.
// Run: npx tsx bench/leaderboard.bench.ts   (BENCH_DURATION=s sets each load test's length, 10 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { refreshLeaderboardPlaces } from '../src/server/modules/scoring/scoring.queries.ts';
import {
  bulkLoad,
  createBenchDatabase,
  exec,
  fmt,
  loadTeamsAndRound,
  loadUsers,
  log,
  one,
  table,
  timed,
  watchdog,
} from './support.ts';

const USERS = 1_000_000;
const PAGE_SIZE = 10;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_P99_MS = 20;

interface Entry {
  rank: number;
  username: string;
  points: number;
  currentPoints: number;
}
interface Page {
  data: Entry[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

const lastPage = Math.ceil(USERS / PAGE_SIZE);
const TARGETS = [
  { name: 'first page, points', query: 'page=1', sort: 'points' },
  { name: 'middle page, points', query: 'page=50000', sort: 'points' },
  { name: 'last page, points', query: `page=${lastPage}`, sort: 'points' },
  { name: 'middle page, currentPoints', query: 'page=50000&sortBy=currentPoints', sort: 'currentPoints' },
] as const;

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const entry = fileURLToPath(new URL('./leaderboard-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, BENCH_LEADERBOARD_DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^LISTENING (\d+)$/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      resolve({ child, port: Number(m[1]) });
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  watchdog(420, 'bench_leaderboard');
  const started = performance.now();
  console.log(`\n## Leaderboard: ${USERS.toLocaleString('en')} ranked accounts`);
  const bench = await createBenchDatabase('leaderboard', 2);
  const { db } = bench.database;
  let server: ChildProcess | undefined;
  try {
    // --- data: 300 distinct totals (multiples of 10 under 3000) and 40 distinct current totals: many ties
    const load = await timed(() =>
      bulkLoad(db, async (tx) => {
        await loadTeamsAndRound(tx);
        await loadUsers(tx, USERS, {
          points: '(n * 7919 % 3000) / 10 * 10',
          currentPoints: '(n * 104729 % 400) / 10 * 10',
        });
      }),
    );
    log(`loaded in ${fmt(load.ms / 1000)} s`);
    await exec(db, 'analyze users');
    const refresh = await timed(() => refreshLeaderboardPlaces(db));
    log(`refreshLeaderboardPlaces: ${fmt(refresh.ms)} ms, ${refresh.value} rows placed`);
    const vacuum = await timed(() => exec(db, 'vacuum analyze'));
    log(`vacuum analyze: ${fmt(vacuum.ms)} ms`);

    const s = await startServer(bench.url);
    server = s.child;
    const base = `http://127.0.0.1:${s.port}/api/leaderboard`;

    // --- correctness: each page answers 200 with 10 rows whose ranks agree with a count of better accounts
    for (const t of TARGETS) {
      const res = await fetch(`${base}?${t.query}`);
      if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
      const body = (await res.json()) as Page;
      if (body.data.length !== PAGE_SIZE) throw new Error(`${t.name}: ${body.data.length} rows`);
      if (body.meta.pagination.total !== USERS) throw new Error(`${t.name}: total ${body.meta.pagination.total}`);
      const column = sql.raw(t.sort === 'points' ? 'points' : 'current_points');
      for (const [i, e] of body.data.entries()) {
        const value = t.sort === 'points' ? e.points : e.currentPoints;
        if (i > 0) {
          const prev = body.data[i - 1];
          const pv = t.sort === 'points' ? prev.points : prev.currentPoints;
          if (pv < value || (pv === value && prev.rank !== e.rank) || (pv > value && e.rank <= prev.rank))
            throw new Error(`${t.name}: rows ${i - 1} and ${i} out of order`);
        }
      }
      for (const e of [body.data[0], body.data[PAGE_SIZE - 1]]) {
        const value = t.sort === 'points' ? e.points : e.currentPoints;
        const better = await one<{ n: number }>(
          db,
          sql`select count(*)::int as n from users where role_id <> 4 and ${column} > ${value}`,
        );
        if (e.rank !== Number(better.n) + 1)
          throw new Error(`${t.name}: ${e.username} has rank ${e.rank}, expected ${Number(better.n) + 1}`);
      }
      log(
        `check ${t.name}: 200, ${body.data.length} rows, ranks ${body.data[0].rank}..${body.data[PAGE_SIZE - 1].rank} ` +
          `= 1 + count of accounts with more ${t.sort}`,
      );
    }
    // How the page query runs (the index range on the stored position).
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select id from users where pos_points between 499991 and 500000 order by pos_points`,
    );
    log(`plan: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);

    // --- load: a short warm-up, then each target for DURATION seconds
    await autocannon({ url: `${base}?page=1`, connections: 10, duration: 2 });
    const results: (string | number)[][] = [];
    for (const t of TARGETS) {
      const r = await autocannon({ url: `${base}?${t.query}`, connections: CONNECTIONS, duration: DURATION });
      const bad = r.non2xx + r.errors + r.timeouts;
      results.push([
        `GET /api/leaderboard?${t.query}`,
        fmt(r.requests.average, 0),
        r.latency.p50,
        r.latency.p99,
        r.latency.max,
        bad,
        `p99 < ${GOAL_P99_MS} ms: ${r.latency.p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`,
      ]);
      if (bad > 0) log(`${t.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }

    // One connection: the time a request takes when it does not queue behind 49 others.
    const single = await autocannon({ url: `${base}?page=50000`, connections: 1, duration: 5 });
    results.push([
      'GET /api/leaderboard?page=50000 (1 connection, 5 s)',
      fmt(single.requests.average, 0),
      single.latency.p50,
      single.latency.p99,
      single.latency.max,
      single.non2xx + single.errors + single.timeouts,
      '(service time)',
    ]);

    console.log();
    console.log(`  refreshLeaderboardPlaces on ${USERS.toLocaleString('en')} accounts: ${fmt(refresh.ms)} ms`);
    console.log(`  load: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, server in a child process`);
    console.log();
    console.log(table(['request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'], results));
    log(`total ${fmt((performance.now() - started) / 1000)} s`);
  } finally {
    if (server) await stopServer(server);
    await bench.drop();
  }
}

await main();
