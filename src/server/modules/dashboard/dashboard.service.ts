import type { Services } from '../../services.ts';
import { countPendingPosts } from '../community/community-posts.service.ts';
import { countLeagues } from '../leagues/league-admin.service.ts';
import { countRoundPredictions } from '../site-stats/site-stats.service.ts';
import { countUnscoredMatches, countUsers, findLatestRound, findRoundBefore } from './dashboard.queries.ts';

interface DashboardRound {
  documentId: string;
  name: string;
  predictions: number;
}

/** The back office's dashboard figures. */
export interface Dashboard {
  users: { all: number; verified: number };
  pendingPosts: number;
  /** Matches that have started (kickoff not in the future) and have no score yet (both final scores null). */
  unscoredMatches: number;
  /** Private leagues: how many there are, and how many players are in at least one. */
  leagues: { all: number; players: number };
  rounds: { latest: DashboardRound | null; previous: DashboardRound | null };
  /** Percent change of predictions, latest round against the previous one, to 1 decimal; null without a base. */
  trend: number | null;
}

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
