import { keptCache } from '../../cluster/cache.ts';
import { prepare } from '../../http/prepared.ts';
import type { Services } from '../../services.ts';
import { currentRoundMatches } from '../matches/matches.service.ts';
import { matchStatsJson, noCounts, type OutcomeCounts } from './round-stats.projection.ts';
import { currentRoundCounts } from './round-stats.queries.ts';

/**
 * GET /api/round-stats: one aggregate over the whole round's predictions, kept as sent until a prediction or the
 * fixtures change, on any instance (the change bus tells them all).
 */
export function roundStatsAnswer(services: Services) {
  return keptCache(services, 'round-stats').read('round-stats', async () => prepare(await roundStats(services)));
}

/** The statistics of the current round's matches, in the API's shape. */
async function roundStats(services: Services) {
  const [rows, counts] = await Promise.all([currentRoundMatches(services), currentRoundCounts(services.db)]);
  const byMatch = new Map<number, OutcomeCounts>();
  for (const c of counts) {
    const entry = byMatch.get(Number(c.match_id)) ?? noCounts();
    entry[c.type][c.outcome] = Number(c.n);
    byMatch.set(Number(c.match_id), entry);
  }
  const data = rows.map((row) => matchStatsJson(row, byMatch.get(row.match.id) ?? noCounts()));
  const round = rows[0]?.round;
  return { data, meta: { round: round ? { documentId: round.documentId, name: round.name } : null } };
}
