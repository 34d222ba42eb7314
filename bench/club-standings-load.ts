// The club standings in the benchmarks: favourite teams for the bench's accounts, and the count's cost.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/server/db/client.ts';
import { clubCountSql, storeClubCount } from '../src/server/modules/club-standings/club-standings.queries.ts';
import { median, timed } from './support.ts';

/**
 * The favourite team of account n, for loadUsers (support.ts) as its `favTeam`: the default cycles the teams by
 * account number, which puts every predictor of the leaderboard bench (every 4th account) in 4 of the 16 clubs;
 * this spreads them over 15, and leaves the 16th club 3 fans (below the 5 a club needs to be ranked), so the count
 * has an unranked club too. Set at insert time, it costs nothing; an UPDATE of 1,000,000 accounts afterwards
 * rewrites every row and its 8 index entries (minutes on this machine).
 */
export const clubFavouriteTeam = 't.ids[1 + case when n <= 12 then 15 else (n / 4) % 15 end]';

/** The count as one statement under EXPLAIN ANALYZE (its execution time, ms), then stored as the product does. */
export async function measureClubCount(db: Db, runs = 5) {
  const explained: number[] = [];
  for (let i = 0; i < runs; i++) {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, timing off) ${clubCountSql}`);
    });
    const line = plan.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
    explained.push(Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN));
  }
  const stored: number[] = [];
  for (let i = 0; i < runs; i++) stored.push((await timed(() => storeClubCount(db, null))).ms);
  return { explainMs: median(explained), storeMs: median(stored), explained, stored };
}
