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
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openLoop, type Read, readMix, slowest } from './leaderboard-open-loop.ts';
import { compareRankOptions } from './leaderboard-options.ts';
import {
  ADMIN,
  checkPages,
  GOAL_P99_MS,
  type Page,
  readRow,
  type Server,
  sampleWaits,
  startServer,
  stopServer,
  timedGet,
} from './leaderboard-server.ts';
import { documentIdOf, loadRankedWorld, PREDICTOR_EVERY, settle } from './ranked-world.ts';
import { createBenchDatabase, fmt, log, one, table, watchdog } from './support.ts';

/** BENCH_LEADERBOARD_USERS=n: a smaller world, to try the bench itself (its figures are for 1,000,000). */
const USERS = Number(process.env.BENCH_LEADERBOARD_USERS ?? 1_000_000);
const PAGE_SIZE = 10;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const GOAL_VISIBLE_MS = 5_000;
const GOAL_FIRST_MS = 100;

const lastPage = Math.ceil(USERS / PAGE_SIZE);
const middlePage = Math.ceil(lastPage / 2);
const TARGETS = [
  { name: 'first page, points', query: 'page=1', sort: 'points' },
  { name: 'middle page, points', query: `page=${middlePage}`, sort: 'points' },
  { name: 'last page, points', query: `page=${lastPage}`, sort: 'points' },
  { name: 'middle page, currentPoints', query: `page=${middlePage}&sortBy=currentPoints`, sort: 'currentPoints' },
] as const;

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
    const match = await loadRankedWorld(db, USERS);
    await settle(db);

    // --- 1. the options, as SQL on this database (service times, one connection)
    await compareRankOptions(db, USERS, PAGE_SIZE);

    // --- 2. the server as npm start runs it, then its first answers
    const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
    const startedAt = performance.now();
    server = await startServer(bench.url, dataDir);
    const startMs = performance.now() - startedAt;
    const base = `${server.base}/api/leaderboard`;
    const firstPage = await timedGet(`${base}?page=1`);
    const firstDeep = await timedGet(`${base}?page=${middlePage}&sortBy=currentPoints`);
    const firstProfile = await timedGet(
      `${server.base}/api/public-profile/${documentIdOf(Math.round(USERS * 0.777777))}`,
    );
    if (firstPage.status !== 200 || firstDeep.status !== 200 || firstProfile.status !== 200)
      throw new Error(`first answers: ${firstPage.status} ${firstDeep.status} ${firstProfile.status}`);
    const firsts = [
      ['first GET /api/leaderboard?page=1', fmt(firstPage.ms)],
      [`then GET /api/leaderboard?page=${middlePage}&sortBy=currentPoints`, fmt(firstDeep.ms)],
      ['then GET /api/public-profile/:id', fmt(firstProfile.ms)],
    ];

    console.log();
    console.log(
      `  After a start (${fmt(startMs / 1000, 1)} s to the first /readyz answer): goal first page < ${GOAL_FIRST_MS} ms: ` +
        `${firstPage.ms < GOAL_FIRST_MS && firstDeep.ms < GOAL_FIRST_MS ? 'met' : 'MISSED'}`,
    );
    console.log(table(['request', 'ms'], firsts));

    await checkPages(db, base, TARGETS, USERS, PAGE_SIZE);

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
    const nextRead = readMix(server.base, lastPage, documentIdOf, USERS);
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
