import { sql } from 'drizzle-orm';
import type { Services } from '../../app.ts';
import { rowsOf } from '../../db/client.ts';
import { refreshPlaces } from '../leaderboard/leaderboard.service.ts';
import { recomputeTotals } from '../scoring/scoring.queries.ts';
import { markCurrent } from './rounds.queries.ts';

/**
 * Makes a round the only current one and derives every account's round points again (a new round starts
 * them from what that round already holds). Concurrent calls are serialised by a transaction-level lock,
 * and the partial unique index keeps at most one current round whatever happens.
 */
export async function setCurrentRound(services: Services, roundId: number) {
  await services.db.transaction(async (tx) => {
    await rowsOf(tx, sql`select pg_advisory_xact_lock(7316001)`);
    await markCurrent(tx, roundId);
    await recomputeTotals(tx);
  });
  await refreshPlaces(services);
}
