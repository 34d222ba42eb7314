// The club standings' count at 1,000,000 accounts, on PostgreSQL: what one count costs the database, idle and while
// a scoring transaction holds 250,000 accounts' new totals uncommitted (the count reads the last committed
// totals and does not wait for it). Reads never run it: they are served from memory (club-standings.cache.ts).
// Run: npx tsx bench/club-standings.bench.ts   (BENCH_CLUB_USERS=n for a smaller world)
import { sql } from 'drizzle-orm';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import { clubFavouriteTeam, measureClubCount } from './club-standings-load.ts';
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

const USERS = Number(process.env.BENCH_CLUB_USERS ?? 1_000_000);

async function main() {
  watchdog(900, 'bench_clubs');
  console.log(`\n## Club standings: the count at ${USERS.toLocaleString('en')} accounts`);
  const bench = await createBenchDatabase('clubs', 4);
  const { db } = bench.database;
  try {
    const load = await timed(() =>
      bulkLoad(db, async (tx) => {
        const { teamIds, roundId } = await loadTeamsAndRound(tx);
        await loadUsers(tx, USERS, {
          points: '(n * 7919 % 3000) / 10 * 10',
          currentPoints: '(n * 104729 % 400) / 10 * 10',
          favTeam: clubFavouriteTeam,
        });
        const m = await one<{ id: number }>(
          tx,
          sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
              values (prezice_document_id(), now() - interval '3 hours', ${teamIds[0]}, ${teamIds[1]}, ${roundId})
              returning id`,
        );
        // As the leaderboard bench: every 4th account predicts the current round's match.
        await exec(
          tx,
          `insert into predictions (document_id, user_id, match_id, type, team1, team2)
           select 'p' || substr(md5('pred' || id), 1, 23), id, ${m.id}, 'score', id % 3, 0
           from users where id % 4 = 0 order by id`,
        );
      }),
    );
    log(`loaded in ${fmt(load.ms / 1000)} s`);
    await rebuildPointsHistogram(db);
    await exec(db, 'vacuum analyze');
    await exec(db, 'checkpoint');

    const idle = await measureClubCount(db);
    // A scoring transaction in flight: 250,000 accounts' totals moved and not committed yet.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let moved: () => void = () => {};
    const updated = new Promise<void>((r) => {
      moved = r;
    });
    const scoring = db.transaction(async (tx) => {
      await exec(tx, 'update users set points = points + 100, current_points = current_points + 100 where id % 4 = 0');
      moved();
      await held;
      tx.rollback();
    });
    await updated;
    const during = await measureClubCount(db);
    release();
    await scoring.catch(() => {});

    console.log();
    console.log(
      table(
        ['count', 'EXPLAIN ANALYZE ms (median of 5)', 'stored, wall ms (median of 5)'],
        [
          ['idle', fmt(idle.explainMs), fmt(idle.storeMs)],
          ['while a scoring transaction of 250,000 accounts is open', fmt(during.explainMs), fmt(during.storeMs)],
        ],
      ),
    );
    log(
      `runs, idle: explain ${idle.explained.map((x) => fmt(x)).join(', ')}; stored ${idle.stored.map((x) => fmt(x)).join(', ')}`,
    );
    log(
      `runs, during: explain ${during.explained.map((x) => fmt(x)).join(', ')}; stored ${during.stored.map((x) => fmt(x)).join(', ')}`,
    );
  } finally {
    await bench.drop();
  }
}

await main();
