import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { rankedPage } from '../src/server/modules/leaderboard/leaderboard.service.ts';
import type { Services } from '../src/server/services.ts';
import { exec, fmt, median, table, timed } from './support.ts';

/**
 * The leaderboard bench's first part: the options for ranks measured on the same data, as SQL on the bench
 * database (service times, one connection): the stored places of before (reference figure), a snapshot table
 * rebuilt and swapped, and the points histogram the product uses.
 */
export async function compareRankOptions(db: Parameters<typeof exec>[0], users: number, pageSize: number) {
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
    const offset = ((i * 37_813) % (users / pageSize)) * pageSize;
    snapPage.push(
      (
        await timed(() =>
          rowsOf(
            db,
            sql`select id, rank_points from bench_places where pos_points between ${offset + 1} and ${offset + pageSize} order by pos_points`,
          ),
        )
      ).ms,
    );
    histPage.push((await timed(() => rankedPage(quiet, 'points', offset, pageSize))).ms);
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
}
