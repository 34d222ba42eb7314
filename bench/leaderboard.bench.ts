// The leaderboard at scale: 1,000,000 ranked accounts, against the server as `npm start` runs it (the bundled
// dist/server/main.js, NODE_ENV=production, its own logging to a pipe), on PostgreSQL.
// 1. The options for ranks, measured on the same data: the stored places of before (reference figure), a snapshot
//    table rebuilt and swapped, and the points histogram the product uses (ranks counted, pages keyset).
// 2. After a (re)start: the first answers.
// 3. Closed-loop load (autocannon, 50 connections) on pages, as before.
// 4. Open-loop reads (200/s, latency from when each read was due): idle, then during a re-rank (an admin saves a
//    result that moves the points of 250,000 accounts, so every place below them moves), then how soon after the
//    save the new places are read.
// Run: npx tsx bench/leaderboard.bench.ts   (BENCH_DURATION=s: each closed-loop row, 10 by default;
// BENCH_RATE=n: open-loop reads per second, 200 by default; BENCH_SERVER_LOG=file: the server's log kept there)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { rankedPage } from '../src/server/modules/leaderboard/leaderboard.service.ts';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import type { Services } from '../src/server/services.ts';
import { openLoop, percentile, type Read, slowest } from './leaderboard-open-loop.ts';
import {
  bulkLoad,
  createBenchDatabase,
  exec,
  fmt,
  loadTeamsAndRound,
  loadUsers,
  log,
  median,
  one,
  table,
  timed,
  watchdog,
} from './support.ts';
import { startFlags } from './throughput-load.ts';

const USERS = 1_000_000;
/** Every 4th account predicts the match whose result re-ranks everyone. */
const PREDICTOR_EVERY = 4;
const PAGE_SIZE = 10;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const GOAL_P99_MS = 20;
const GOAL_VISIBLE_MS = 5_000;
const GOAL_FIRST_MS = 100;
const PORT = Number(process.env.BENCH_LEADERBOARD_PORT ?? 4401);
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

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

/** The documentId loadUsers gives account n. */
const documentIdOf = (n: number) => `u${createHash('md5').update(`user${n}`).digest('hex').slice(0, 23)}`;

interface Server {
  child: ChildProcess;
  base: string;
  logBytes: () => number;
}

/** `node <npm start's flags> dist/server/main.js`, as scripts/start.mjs runs it, with its output drained. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
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

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A GET timed; a connection that fails (an overloaded server's backlog full) is status 0, asked again by callers. */
async function timedGet(url: string): Promise<{ ms: number; status: number; body: unknown }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url);
    const body = await res.json();
    return { ms: performance.now() - t0, status: res.status, body };
  } catch {
    return { ms: performance.now() - t0, status: 0, body: null };
  }
}

function readRow(name: string, reads: Read[]) {
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
function sampleWaits(db: Parameters<typeof exec>[0]) {
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

async function main() {
  watchdog(1200, 'bench_leaderboard');
  const started = performance.now();
  console.log(`\n## Leaderboard: ${USERS.toLocaleString('en')} ranked accounts`);
  const bench = await createBenchDatabase('leaderboard', 2);
  const { db } = bench.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-bench-lb-'));
  let server: Server | undefined;
  try {
    // --- data: 300 distinct totals (multiples of 10 under 3000) and 40 distinct current totals: many ties
    const load = await timed(() =>
      bulkLoad(db, async (tx) => {
        const { teamIds, roundId } = await loadTeamsAndRound(tx);
        await loadUsers(tx, USERS, {
          points: '(n * 7919 % 3000) / 10 * 10',
          currentPoints: '(n * 104729 % 400) / 10 * 10',
        });
        const m = await one<{ id: number; document_id: string }>(
          tx,
          sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
              values (prezice_document_id(), now() - interval '3 hours', ${teamIds[0]}, ${teamIds[1]}, ${roundId})
              returning id, document_id`,
        );
        // A score pick of (id % 3)-0: the result 1-0 gives 100 to a third of them and 30 to the others.
        await exec(
          tx,
          `insert into predictions (document_id, user_id, match_id, type, team1, team2)
           select 'p' || substr(md5('pred' || id), 1, 23), id, ${m.id}, 'score', id % 3, 0
           from users where id % ${PREDICTOR_EVERY} = 0 order by id`,
        );
        return m;
      }),
    );
    const match = load.value;
    log(`loaded in ${fmt(load.ms / 1000)} s`);
    // The bulk load ran with triggers off: count the histogram once, as the triggers would have kept it.
    const histogram = await timed(() => rebuildPointsHistogram(db));
    log(`points histogram counted: ${histogram.value} values in ${fmt(histogram.ms)} ms`);
    const vacuum = await timed(() => exec(db, 'vacuum analyze'));
    log(`vacuum analyze: ${fmt(vacuum.ms / 1000)} s`);
    // The load's dirty pages written now: otherwise the checkpoint after it spreads them over the next minutes,
    // and its writes land in the re-rank measured below.
    const checkpoint = await timed(() => exec(db, 'checkpoint'));
    log(`checkpoint: ${fmt(checkpoint.ms / 1000)} s`);

    // --- 1. the options, as SQL on this database (service times, one connection)
    const snapshot = await timed(async () => {
      await exec(
        db,
        `create table bench_places as select id,
           rank() over (order by points desc)::int as rank_points,
           row_number() over (order by points desc, lower(username), id)::int as pos_points
         from users where role_id <> 4`,
      );
      await exec(db, 'create index on bench_places (pos_points)');
      await exec(db, 'analyze bench_places');
    });
    const snapPage: number[] = [];
    const histPage: number[] = [];
    // The product's read of a page (rankedPage), with a change bus that hears nothing: its histogram and tie
    // fences are computed on first use and kept, as in a running instance between two changes of points.
    const quiet = {
      db,
      changes: { subscribe: () => () => {}, publish: async () => {}, trusted: () => true },
    } as unknown as Pick<Services, 'db' | 'changes'>;
    for (let i = 0; i < 20; i++) {
      const offset = ((i * 37_813) % (USERS / PAGE_SIZE)) * PAGE_SIZE;
      snapPage.push(
        (
          await timed(() =>
            rowsOf(
              db,
              sql`select id, rank_points from bench_places where pos_points between ${offset + 1} and ${offset + PAGE_SIZE} order by pos_points`,
            ),
          )
        ).ms,
      );
      histPage.push((await timed(() => rankedPage(quiet, 'points', offset, PAGE_SIZE))).ms);
    }
    await exec(db, 'drop table bench_places');
    const options = [
      [
        'stored places on users (before)',
        '~63 s (README before this change)',
        'after the rewrite: ~65 s',
        'index range on the position',
      ],
      [
        'snapshot table, rebuilt and swapped',
        `${fmt(snapshot.ms / 1000)} s per change of points`,
        `after the rebuild: ${fmt(snapshot.ms / 1000)} s`,
        `${fmt(median(snapPage), 2)} ms (median of 20 pages)`,
      ],
      [
        'points histogram + keyset (chosen)',
        '0: moves with the totals (scoring bench)',
        'at the commit',
        `${fmt(median(histPage), 2)} ms (median of 20 pages, with their rows)`,
      ],
    ];

    console.log();
    console.log('  Ranks: the options on this data (service times on one connection)');
    console.log(table(['option', 'work per change of points', 'new places visible', 'a page read'], options));

    // --- 2. the server as npm start runs it, then its first answers
    const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
    const startedAt = performance.now();
    server = await startServer(bench.url, dataDir);
    const startMs = performance.now() - startedAt;
    const base = `${server.base}/api/leaderboard`;
    const firstPage = await timedGet(`${base}?page=1`);
    const firstDeep = await timedGet(`${base}?page=50000&sortBy=currentPoints`);
    const firstProfile = await timedGet(`${server.base}/api/public-profile/${documentIdOf(777_777)}`);
    if (firstPage.status !== 200 || firstDeep.status !== 200 || firstProfile.status !== 200)
      throw new Error(`first answers: ${firstPage.status} ${firstDeep.status} ${firstProfile.status}`);
    const firsts = [
      ['first GET /api/leaderboard?page=1', fmt(firstPage.ms)],
      ['then GET /api/leaderboard?page=50000&sortBy=currentPoints', fmt(firstDeep.ms)],
      ['then GET /api/public-profile/:id', fmt(firstProfile.ms)],
    ];

    console.log();
    console.log(
      `  After a start (${fmt(startMs / 1000, 1)} s to the first /readyz answer): goal first page < ${GOAL_FIRST_MS} ms: ` +
        `${firstPage.ms < GOAL_FIRST_MS && firstDeep.ms < GOAL_FIRST_MS ? 'met' : 'MISSED'}`,
    );
    console.log(table(['request', 'ms'], firsts));

    // correctness: each page answers 10 rows whose ranks agree with a count of better accounts
    for (const t of TARGETS) {
      const res = await fetch(`${base}?${t.query}`);
      if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
      const body = (await res.json()) as Page;
      if (body.data.length !== PAGE_SIZE) throw new Error(`${t.name}: ${body.data.length} rows`);
      if (body.meta.pagination.total !== USERS) throw new Error(`${t.name}: total ${body.meta.pagination.total}`);
      const column = sql.raw(t.sort === 'points' ? 'points' : 'current_points');
      const value = (e: Entry) => (t.sort === 'points' ? e.points : e.currentPoints);
      for (const [i, e] of body.data.entries()) {
        const prev = body.data[i - 1];
        if (!prev) continue;
        const [pv, v] = [value(prev), value(e)];
        if (pv < v || (pv === v && (prev.rank !== e.rank || prev.username.localeCompare(e.username) >= 0)))
          throw new Error(`${t.name}: rows ${i - 1} and ${i} out of order`);
      }
      for (const e of [body.data[0], body.data[PAGE_SIZE - 1]]) {
        const better = await one<{ n: number }>(
          db,
          sql`select count(*)::int as n from users where role_id <> 4 and ${column} > ${value(e)}`,
        );
        if (e.rank !== Number(better.n) + 1)
          throw new Error(`${t.name}: ${e.username} has rank ${e.rank}, expected ${Number(better.n) + 1}`);
      }
      log(`check ${t.name}: 200, 10 rows, ranks ${body.data[0].rank}..${body.data[9].rank} = 1 + count above`);
    }

    // --- 3. closed loop, as before
    await autocannon({ url: `${base}?page=1`, connections: 10, duration: 2 });
    const closed: (string | number)[][] = [];
    for (const t of TARGETS) {
      const r = await autocannon({ url: `${base}?${t.query}`, connections: CONNECTIONS, duration: DURATION });
      const bad = r.non2xx + r.errors + r.timeouts;
      closed.push([
        `GET /api/leaderboard?${t.query}`,
        fmt(r.requests.average, 0),
        r.latency.p50,
        r.latency.p99,
        r.latency.max,
        bad,
        `p99 < ${GOAL_P99_MS} ms: ${r.latency.p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`,
      ]);
    }

    console.log();
    console.log(`  Closed loop: autocannon, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(table(['request', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'], closed));

    // --- 4. open loop: random pages of both rankings and random profiles, RATE reads per second
    let seed = 12_345;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const nextRead = () => {
      const k = rand(10);
      if (k < 4) return { kind: 'page, points', url: `${base}?page=${1 + rand(lastPage)}` };
      if (k < 6) return { kind: 'page, currentPoints', url: `${base}?sortBy=currentPoints&page=${1 + rand(lastPage)}` };
      if (k < 7) return { kind: 'page 1', url: `${base}?page=1&sortBy=currentPoints` };
      return { kind: 'profile', url: `${server!.base}/api/public-profile/${documentIdOf(1 + rand(USERS))}` };
    };
    // 2 s not counted first, as the closed loop warms up: without it the 8 slowest idle reads (70 to 90 ms) were
    // all due in the first 0.35 s (the bench's own fetch client is cold after autocannon, and so are the pages).
    const warm = openLoop(RATE, nextRead);
    await new Promise((r) => setTimeout(r, 2_000));
    await warm.stop();
    const idleLoop = openLoop(RATE, nextRead);
    await new Promise((r) => setTimeout(r, DURATION * 1000));
    const idle = await idleLoop.stop();
    const byKind = (reads: Read[]) =>
      ['page 1', 'page, points', 'page, currentPoints', 'profile'].map((k) =>
        readRow(
          `  of which ${k}`,
          reads.filter((r) => r.kind === k),
        ),
      );
    console.log(
      table(
        ['phase', 'reads', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'],
        [readRow('idle', idle), ...byKind(idle)],
      ),
    );
    console.log('  slowest idle reads (when due, latency, status, kind, URL):');
    for (const line of slowest(idle)) console.log(`    ${line}`);

    // The admin saves the result while the readers go on.
    const login = await fetch(`${server.base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: ADMIN.username, password: ADMIN.password }),
    });
    if (login.status !== 200) throw new Error(`admin login: HTTP ${login.status}`);
    const { jwt } = (await login.json()) as { jwt: string };
    // A predictor of 1-0 (exact: +100) and where a fresh count puts them once the result is saved.
    const watched = await one<{ id: number; n: number; points: number }>(
      db,
      sql`select id, substr(username, 2)::int as n, points from users where id % ${PREDICTOR_EVERY * 3} = 4 and points = 1000 limit 1`,
    );
    const during = openLoop(RATE, nextRead);
    await new Promise((r) => setTimeout(r, 1000));
    const waits = sampleWaits(db);
    const putAt = performance.now();
    const put = await fetch(`${server.base}/api/matches/${match.document_id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ data: { team1_finalScore: 1, team2_finalScore: 0 } }),
    });
    const savedAt = performance.now();
    const waited = await waits.stop();
    if (put.status !== 200) throw new Error(`PUT result: HTTP ${put.status} ${await put.text()}`);
    // How soon the new places are read: the watched player's profile rank and page 1 of the ranking.
    const expected = await one<{ rank: number; top: number }>(
      db,
      sql`select 1 + (select count(*) from users where role_id <> 4 and points > 1100)::int as rank,
                 (select max(points) from users where role_id <> 4)::int as top`,
    );
    let visibleMs = Number.NaN;
    for (;;) {
      const [profile, page] = await Promise.all([
        timedGet(`${server.base}/api/public-profile/${documentIdOf(Number(watched.n))}`),
        timedGet(`${base}?page=1`),
      ]);
      // A refused read (503 while the instance sheds load) is simply asked again.
      const rankNow =
        profile.status === 200 ? (profile.body as { user: { rank: { points: number } } }).user.rank.points : null;
      const topNow = page.status === 200 ? (page.body as Page).data[0].points : null;
      if (rankNow === Number(expected.rank) && topNow === Number(expected.top)) {
        visibleMs = performance.now() - savedAt;
        break;
      }
      if (performance.now() - savedAt > 30_000) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const duringReads = await during.stop();
    const inRerank = duringReads.filter((r) => r.due >= putAt && r.due <= savedAt);
    const scored = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from predictions where match_id = ${match.id} and points is not null`,
    );

    console.log();
    console.log();
    console.log(
      `  Open loop: ${RATE} reads/s (40% random page by points, 20% random page by currentPoints, 10% page 1, ` +
        '30% random profile), latency from when each read was due',
    );
    console.log(
      table(
        ['phase', 'reads', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'],
        [
          readRow(`idle, ${DURATION} s`, idle),
          readRow(`during a re-rank (${fmt((savedAt - putAt) / 1000, 1)} s)`, inRerank),
          readRow(
            '  of which profiles',
            inRerank.filter((r) => r.kind === 'profile'),
          ),
          readRow(
            '  of which pages',
            inRerank.filter((r) => r.kind !== 'profile'),
          ),
        ],
      ),
    );
    console.log("  what the server's database sessions were doing during the re-rank (samples every 100 ms):");
    for (const [what, n] of waited) console.log(`    ${String(n).padStart(5)}  ${what}`);
    console.log('  slowest reads during the re-rank:');
    for (const line of slowest(inRerank)) console.log(`    ${line}`);
    console.log(
      `  re-rank: PUT /api/matches/:id with the result 1-0 scored ${scored.n} predictions ` +
        `(${USERS / PREDICTOR_EVERY} accounts move) in ${fmt(savedAt - putAt, 0)} ms`,
    );
    console.log(
      `  new places read ${fmt(visibleMs, 0)} ms after the save answered (goal ≤ ${GOAL_VISIBLE_MS} ms: ` +
        `${visibleMs <= GOAL_VISIBLE_MS ? 'met' : 'MISSED'}); server log: ${fmt(server.logBytes() / 1e6, 1)} MB`,
    );
    log(`total ${fmt((performance.now() - started) / 1000)} s`);
  } finally {
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    await bench.drop();
  }
}

await main();
