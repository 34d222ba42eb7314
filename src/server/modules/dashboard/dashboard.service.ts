import type { Dashboard } from '../../../domain/dashboard.schemas.ts';
import type { Services } from '../../services.ts';
import { countPendingPosts } from '../community/community-posts.service.ts';
import { countLeagues } from '../leagues/league-admin.service.ts';
import { countRoundPredictions } from '../site-stats/site-stats.service.ts';
import { countUnscoredMatches, countUsers, findLatestRound, findRoundBefore } from './dashboard.queries.ts';

/** (latest − previous) / previous in percent, rounded to one decimal; null when previous has nothing. */
export function trendPercent(latest: number, previous: number | null): number | null {
  if (!previous) return null;
  return Math.round(((latest - previous) / previous) * 1000) / 10;
}

async function roundFigures(services: Services, round: { id: number; documentId: string; name: string } | undefined) {
  if (!round) return null;
  const predictions = await countRoundPredictions(services.db, round.id);
  return { documentId: round.documentId, name: round.name, predictions };
}

export async function dashboard(services: Services): Promise<Dashboard> {
  const { db } = services;
  const latestRound = await findLatestRound(db);
  const previousRound = latestRound ? await findRoundBefore(db, latestRound) : undefined;
  const [users, pendingPosts, unscoredMatches, leagues, latest, previous] = await Promise.all([
    countUsers(db),
    countPendingPosts(db),
    countUnscoredMatches(db, services.now()),
    countLeagues(db),
    roundFigures(services, latestRound),
    roundFigures(services, previousRound),
  ]);
  return {
    users,
    pendingPosts,
    unscoredMatches,
    leagues,
    rounds: { latest, previous },
    trend: latest && previous ? trendPercent(latest.predictions, previous.predictions) : null,
  };
}
