// Private leagues at scale: the leaderboard bench's world of 1,000,000 ranked accounts, a league of 10,000 of them,
// against the server as `npm start` runs it (dist/server/main.js, NODE_ENV=production,
// its own logging to a pipe), on PostgreSQL.
// 1. The statements, on this database (one connection): a page as it was read before (all members ranked by a
//    window for each page) against what the server does now (the members' order once per change, kept; a page is
//    ten rows by primary key): the ratio is the speed-up of a page, measured in the same run.
// 2. After a start: the first answers; every page checked against the window statement line for line.
// 3. Closed loop (autocannon) on two pages.
// 4. Open loop (200 reads/s, latency from when each read was due): league pages by both rankings, page 1 with the
//    caller's place and, when the server has it, the clubs' ranking; idle, then during a re-rank (the result that
//    moves 250,000 accounts, a quarter of the league among them).
// Run: npx tsx bench/league-standings.bench.ts   (BENCH_LEAGUE_USERS=n accounts, BENCH_LEAGUE_MEMBERS=n members,
// BENCH_DURATION=s, BENCH_RATE=n)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { tokenService } from '../src/server/http/jwt.ts';
import { leagueOrderRows, standingRowsByIds } from '../src/server/modules/leagues/leagues.queries.ts';
import { startSession } from '../src/server/modules/sessions/sessions.service.ts';
import { type NextRead, openLoop, percentile, type Read, slowest } from './leaderboard-open-loop.ts';
import { ADMIN, GOAL_P99_MS, readRow, sampleWaits, startServer, stopServer } from './leaderboard-server.ts';
import { loadRankedWorld, PREDICTOR_EVERY, settle } from './ranked-world.ts';
import { createBenchDatabase, exec, fmt, log, median, one, table, timed, watchdog } from './support.ts';

const USERS = Number(process.env.BENCH_LEAGUE_USERS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_LEAGUE_MEMBERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const PAGE_SIZE = 10;
const SESSIONS = 50;
/** The bench server's JWT secret (leaderboard-server.ts starts it with this one). */
const JWT_SECRET = 'x'.repeat(32);

type Sort = 'points' | 'currentPoints';
const column = (sort: Sort) => sql.raw(sort === 'points' ? 'u.points' : 'u.current_points');

/** A page as the league read it before its order was kept: every member ranked by a window, for each page. */
function windowPage(leagueId: number, sort: Sort, offset: number) {
  const col = column(sort);
  return sql`with ranked as (
      select u.id, u.username, ${col} as pts,
        rank() over (order by ${col} desc)::int as rank,
        row_number() over (order by ${col} desc, lower(u.username), u.id)::int as pos
      from league_members lm join users u on u.id = lm.user_id
      where lm.league_id = ${leagueId} and u.role_id <> 4
    )
    select r.username, r.pts, r.rank from ranked r
    where r.pos > ${offset} and r.pos <= ${offset + PAGE_SIZE} order by r.pos`;
}

async function main() {
  watchdog(1200, 'bench_league_standings');
  const started = performance.now();
  console.log(
    `\n## League standings: ${MEMBERS.toLocaleString('en')} members among ${USERS.toLocaleString('en')} accounts`,
  );
  const bench = await createBenchDatabase('leagues', 2);
  const { db } = bench.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-bench-league-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const match = await loadRankedWorld(db, USERS);
    // The league: MEMBERS accounts spread over the whole table (a hash order), a quarter of them predictors.
    const league = await one<{ id: number; document_id: string }>(
      db,
      sql`insert into leagues (document_id, name, owner_id, code)
          values (prezice_document_id(), 'Liga benchului', (select min(id) from users), 'BENCHLEAGUE')
          returning id, document_id`,
    );
    await exec(
      db,
      `insert into league_members (league_id, user_id)
       select ${league.id}, id from users where role_id <> 4
       order by (id * 2654435761) % 4294967296 limit ${MEMBERS}`,
    );
    const predictors = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from league_members where league_id = ${league.id} and user_id % ${PREDICTOR_EVERY} = 0`,
    );
    log(`league: ${MEMBERS} members, ${predictors.n} of them predict the match whose result re-ranks`);
    await settle(db);
    const lastPage = Math.ceil(MEMBERS / PAGE_SIZE);

    // --- 1. the statements, one connection
    const pages = Array.from({ length: 30 }, (_, i) => (i * 7919) % lastPage);
    const before: number[] = [];
    for (const sort of ['points', 'currentPoints'] as const)
      for (const p of pages)
        before.push((await timed(() => rowsOf(db, windowPage(league.id, sort, p * PAGE_SIZE)))).ms);
    const orders: number[] = [];
    let ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = await timed(() => leagueOrderRows(db, league.id));
      orders.push(t.ms);
      ids = t.value.points.ids;
    }
    const after: number[] = [];
    for (const p of pages)
      after.push((await timed(() => standingRowsByIds(db, ids.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE)))).ms);
    const ratio = median(before) / median(after);
    console.log();
    console.log('  A page of the standings, as statements on this database (one connection, median of 30 to 60):');
    console.log(
      table(
        ['how', 'per page', 'per change of points or members'],
        [
          ['before: all members ranked by a window, each page', `${fmt(median(before), 2)} ms`, '-'],
          [
            'now: the order kept, ten rows by primary key',
            `${fmt(median(after), 2)} ms`,
            `both orders: ${fmt(median(orders), 1)} ms, once per instance`,
          ],
        ],
      ),
    );
    log(`a page's statement: ${fmt(ratio, 1)}x faster than before (same data, same run)`);

    // --- 2. the server, its first answers, and every page checked against the window statement
    const built = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:server failed');
    server = await startServer(bench.url, dataDir);
    const tokens = tokenService(JWT_SECRET);
    const sessionUsers = await rowsOf<{ id: number; token_version: number }>(
      db,
      sql`select u.id, u.token_version from league_members lm join users u on u.id = lm.user_id
          where lm.league_id = ${league.id} order by u.id limit ${SESSIONS}`,
    );
    const auth: Record<string, string>[] = [];
    for (const u of sessionUsers)
      auth.push({
        authorization: `Bearer ${await startSession({ tokens }, db, { id: u.id, tokenVersion: u.token_version })}`,
      });
    const standings = `${server.base}/api/leagues/${league.document_id}/standings`;
    const get = async (url: string, headers: Record<string, string> = auth[0]) => {
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { data: { rank: number; username: string }[] };
      return { ms: performance.now() - t0, status: res.status, body };
    };
    const first = await get(`${standings}?page=1`);
    const firstDeep = await get(`${standings}?page=${Math.ceil(lastPage / 2)}&sortBy=currentPoints`);
    log(`after a start: page 1 in ${fmt(first.ms)} ms, a middle page of the round in ${fmt(firstDeep.ms)} ms`);
    let checked = 0;
    for (const sort of ['points', 'currentPoints'] as const) {
      for (let p = 0; p < lastPage; p += Math.max(1, Math.floor(lastPage / 50))) {
        const res = await get(`${standings}?page=${p + 1}&sortBy=${sort}`);
        const expected = await rowsOf<{ username: string; rank: number }>(
          db,
          windowPage(league.id, sort, p * PAGE_SIZE),
        );
        const got = res.body.data.map((r) => `${r.rank} ${r.username}`).join(',');
        if (res.status !== 200 || got !== expected.map((r) => `${r.rank} ${r.username}`).join(','))
          throw new Error(`page ${p + 1} by ${sort} differs from the window statement`);
        checked += 1;
      }
    }
    log(`${checked} pages checked line for line against the window statement: identical`);
    const clubs = (await fetch(`${server.base}/api/club-standings`)).status === 200;

    // --- 3. closed loop
    const closed: (string | number)[][] = [];
    for (const q of ['page=1', `page=${Math.ceil(lastPage / 2)}&sortBy=currentPoints`]) {
      const r = await autocannon({ url: `${standings}?${q}`, headers: auth[0], connections: 50, duration: DURATION });
      closed.push([
        `GET …/standings?${q}`,
        fmt(r.requests.average, 0),
        r.latency.p50,
        r.latency.p99,
        r.non2xx + r.errors,
      ]);
    }
    console.log();
    console.log(`  Closed loop: autocannon, 50 connections, ${DURATION} s each`);
    console.log(table(['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'], closed));

    // --- 4. open loop
    let seed = 12_345;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const next = (): NextRead => {
      const headers = auth[rand(auth.length)];
      const k = rand(10);
      if (clubs && k >= 8)
        return { kind: 'clubs', url: `${server!.base}/api/club-standings${k === 9 ? '?sortBy=currentPoints' : ''}` };
      if (k < 4) return { kind: 'page, points', url: `${standings}?page=${1 + rand(lastPage)}`, headers };
      if (k < 6)
        return { kind: 'page, round', url: `${standings}?sortBy=currentPoints&page=${1 + rand(lastPage)}`, headers };
      return { kind: 'page 1', url: `${standings}?page=1`, headers };
    };
    const kinds = ['page, points', 'page, round', 'page 1', ...(clubs ? ['clubs'] : [])];
    const rows = (name: string, reads: Read[]) => [
      readRow(name, reads),
      readRow(
        '  of which league pages',
        reads.filter((r) => r.kind !== 'clubs'),
      ),
      ...kinds.map((k) =>
        readRow(
          `  of which ${k}`,
          reads.filter((r) => r.kind === k),
        ),
      ),
    ];
    const warm = openLoop(RATE, next);
    await new Promise((r) => setTimeout(r, 2_000));
    await warm.stop();
    const idleLoop = openLoop(RATE, next);
    await new Promise((r) => setTimeout(r, DURATION * 1000));
    const idle = await idleLoop.stop();

    const login = await fetch(`${server.base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: ADMIN.username, password: ADMIN.password }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const during = openLoop(RATE, next);
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
    // The league's new order, read from the server right after the save, against the window statement.
    // How soon the league's new order is read (reads that come while it is being read get the one of before).
    const expected = await rowsOf<{ username: string; rank: number }>(db, windowPage(league.id, 'points', 0));
    const wanted = expected.map((r) => `${r.rank} ${r.username}`).join(',');
    let visibleMs = Number.NaN;
    while (performance.now() - savedAt < 10_000) {
      const fresh = await get(`${standings}?page=1`);
      if (fresh.body.data.map((r) => `${r.rank} ${r.username}`).join(',') === wanted) {
        visibleMs = performance.now() - savedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const duringReads = await during.stop();
    const inRerank = duringReads.filter((r) => r.due >= putAt && r.due <= savedAt);
    const afterSave = duringReads.filter((r) => r.due > savedAt);

    console.log();
    console.log(
      `  Open loop: ${RATE} reads/s (40% a random page by points, 20% by round points, 20% page 1 with the caller's ` +
        `place${clubs ? ', 20% the clubs’ ranking' : ''}; ${SESSIONS} members' sessions), latency from when each read was due`,
    );
    console.log(
      table(
        ['phase', 'reads', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'goal'],
        [
          ...rows(`idle, ${DURATION} s`, idle),
          ...rows(`during a re-rank (${fmt((savedAt - putAt) / 1000, 1)} s)`, inRerank),
          readRow('the 2 s after the save', afterSave),
        ],
      ),
    );
    console.log('  slowest reads during the re-rank:');
    for (const line of slowest(inRerank)) console.log(`    ${line}`);
    console.log("  what the server's database sessions were doing during the re-rank (samples every 100 ms):");
    for (const [what, n] of waited.slice(0, 6)) console.log(`    ${String(n).padStart(5)}  ${what}`);
    log(`the league's new order read ${fmt(visibleMs, 0)} ms after the save answered`);
    const all = [...idle, ...inRerank].map((r) => r.ms);
    log(`goal p99 < ${GOAL_P99_MS} ms over idle and re-rank together: ${fmt(percentile(all, 99))} ms`);
    log(`total ${fmt((performance.now() - started) / 1000)} s`);
  } finally {
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    await bench.drop();
  }
}

await main();
