import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import { clubFavouriteTeam } from './club-standings-load.ts';
import { bulkLoad, exec, fmt, loadTeamsAndRound, loadUsers, log, one, timed } from './support.ts';

// The world of the ranking benches: `users` ranked accounts with 300 distinct totals and 40 distinct round totals
// (big ties), and one match of the current round predicted by every PREDICTOR_EVERY-th account, whose result
// re-ranks a quarter of them. Loaded in bulk, then counted, vacuumed and checkpointed as a live database would be.

/** Every 4th account predicts the match whose result re-ranks everyone. */
export const PREDICTOR_EVERY = 4;

/** The documentId loadUsers gives account n. */
export const documentIdOf = (n: number) => `u${createHash('md5').update(`user${n}`).digest('hex').slice(0, 23)}`;

export async function loadRankedWorld(db: Database['db'], users: number) {
  const load = await timed(() =>
    bulkLoad(db, async (tx) => {
      const { teamIds, roundId } = await loadTeamsAndRound(tx);
      await loadUsers(tx, users, {
        points: '(n * 7919 % 3000) / 10 * 10',
        currentPoints: '(n * 104729 % 400) / 10 * 10',
        // Favourite clubs spread so that the predictors support every club (the clubs' ranking has fans to rank).
        favTeam: clubFavouriteTeam,
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
  log(`loaded in ${fmt(load.ms / 1000)} s`);
  return load.value;
}

/** After the bulk load (triggers off): the histogram counted once, statistics and the visibility map, a checkpoint. */
export async function settle(db: Database['db']) {
  const histogram = await timed(() => rebuildPointsHistogram(db));
  log(`points histogram counted: ${histogram.value} values in ${fmt(histogram.ms)} ms`);
  const vacuum = await timed(() => exec(db, 'vacuum analyze'));
  log(`vacuum analyze: ${fmt(vacuum.ms / 1000)} s`);
  // The load's dirty pages written now: otherwise the checkpoint after it spreads them over the next minutes,
  // and its writes land in the re-rank measured below.
  const checkpoint = await timed(() => exec(db, 'checkpoint'));
  log(`checkpoint: ${fmt(checkpoint.ms / 1000)} s`);
}
