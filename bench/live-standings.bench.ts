// The round, live: the projection "dacă scorul rămâne așa" at 1,000,000 ranked accounts (the ranking benches' world:
// one match of the current round predicted by every 4th account), on PostgreSQL.
// 1. The recomputation after a live score change, as the job runs it (recomputeLiveStandings: the game's scoring
//    of every prediction value, then one statement that writes a new generation of live_standings), three changes.
// 2. The page read a player makes (GET /api/leaderboard/live: the generation, then ten rows by an index range),
//    idle and during a recomputation: p50 and p99 over READERS concurrent readers on their own connections.
// 3. The naive baseline, measured in the same run: every page computed on request (the same projected points,
//    ranked by a window, then the page), its p50 against the precomputed page's p50 as a ratio.
// Run: npx tsx bench/live-standings.bench.ts   (BENCH_LIVE_USERS=n accounts, BENCH_LIVE_READERS=n)
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import {
  projectedPoints,
  projectionInputs,
  projectionPage,
  projectionState,
  recomputeLiveStandings,
} from '../src/server/modules/live/live-standings.queries.ts';
import { loadRankedWorld, settle } from './ranked-world.ts';
import { createBenchDatabase, exec, fmt, log, median, table, timed, watchdog } from './support.ts';

const USERS = Number(process.env.BENCH_LIVE_USERS ?? 1_000_000);
const READERS = Number(process.env.BENCH_LIVE_READERS ?? 4);
const NAIVE_READS = Number(process.env.BENCH_LIVE_NAIVE_READS ?? 5);
const PAGE_SIZE = 10;

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  watchdog(1800, 'bench_live');
  console.log(`\n## Live projection: ${USERS.toLocaleString('en')} ranked accounts`);
  const bench = await createBenchDatabase('live', 2);
  const { db } = bench.database;
  // The readers' pool apart from the writer's, as other instances (or other connections) read while one computes.
  const readers = await openDatabase({ databaseUrl: bench.url, poolSize: READERS });
  try {
    const match = await loadRankedWorld(db, USERS);
    await settle(db);
    const pages = Math.ceil(USERS / PAGE_SIZE);
    /** A player's page: the generation, then ten rows; pages spread over the whole ranking. */
    const read = async () => {
      const state = await projectionState(readers.db);
      const page = Math.floor(Math.random() * pages);
      return projectionPage(readers.db, state!.generation, page * PAGE_SIZE, PAGE_SIZE);
    };
    const scores = [
      [1, 0],
      [2, 0],
      [2, 1],
    ];
    const recomputes: number[] = [];
    const during: number[] = [];
    for (const [home, away] of scores) {
      await exec(
        db,
        `insert into live_scores (match_id, home_goals, away_goals, minute, updated_at)
         values (${match.id}, ${home}, ${away}, 60, now())
         on conflict (match_id) do update set home_goals = excluded.home_goals, away_goals = excluded.away_goals`,
      );
      const first = recomputes.length === 0;
      let busy = true;
      const job = timed(() => recomputeLiveStandings(db, new Date())).finally(() => {
        busy = false;
      });
      // Readers only once a generation exists (after the first computation), then throughout the others.
      const loops = first
        ? []
        : Array.from({ length: READERS }, async () => {
            while (busy) {
              const t0 = performance.now();
              await read();
              during.push(performance.now() - t0);
            }
          });
      const { ms } = await job;
      await Promise.all(loops);
      recomputes.push(ms);
      log(`recompute after ${home}-${away}: ${fmt(ms / 1000, 2)} s`);
    }

    const idle: number[] = [];
    const idleUntil = performance.now() + 5_000;
    await Promise.all(
      Array.from({ length: READERS }, async () => {
        while (performance.now() < idleUntil) {
          const t0 = performance.now();
          await read();
          idle.push(performance.now() - t0);
        }
      }),
    );

    // The naive page: the inputs and the whole ranking computed for each request, one page kept.
    const naive: number[] = [];
    for (let i = 0; i < NAIVE_READS; i++) {
      const offset = Math.floor(Math.random() * pages) * PAGE_SIZE;
      const t0 = performance.now();
      const inputs = await projectionInputs(readers.db);
      await readers.db.execute(
        sql`select id, pts, place from (
              select id, pts, rank() over (order by pts desc) as place,
                row_number() over (order by pts desc, name, id) as pos
              from (${projectedPoints(inputs!)}) proj
            ) r where pos > ${offset} and pos <= ${offset + PAGE_SIZE} order by pos`,
      );
      naive.push(performance.now() - t0);
    }

    const p50Idle = percentile(idle, 50);
    console.log(
      `\n${table(
        ['measure', 'reads', 'p50 ms', 'p99 ms'],
        [
          ['page read, idle', idle.length, fmt(p50Idle, 2), fmt(percentile(idle, 99), 2)],
          [
            'page read, during a recompute',
            during.length,
            fmt(percentile(during, 50), 2),
            fmt(percentile(during, 99), 2),
          ],
          [
            'naive page (computed per request)',
            naive.length,
            fmt(percentile(naive, 50), 0),
            fmt(percentile(naive, 99), 0),
          ],
        ],
      )}`,
    );
    console.log(
      `\n  recompute after a change: median ${fmt(median(recomputes) / 1000, 2)} s (${recomputes.map((m) => fmt(m / 1000, 2)).join(', ')} s)`,
    );
    console.log(`  naive p50 / precomputed p50 (idle): ${fmt(percentile(naive, 50) / p50Idle, 0)}×`);
  } finally {
    await readers.close();
    await bench.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
