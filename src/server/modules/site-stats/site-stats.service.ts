import { PREDICTION_DEADLINE_MS } from '../../../domain/limits.ts';
import { iso } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { countPlayers, countRoundPredictions, findCurrentRound, firstKickoffAfter } from './site-stats.queries.ts';

/** The landing page's figures. */
export interface SiteStats {
  /** Ranked accounts: predictors with a verified phone. */
  players: number;
  /** Predictions on the current round's matches. */
  predictionsThisRound: number;
  /** The earliest prediction deadline (kickoff − 2 h) of the current round still ahead; null when none. */
  nextDeadline: string | null;
  round: { documentId: string; name: string } | null;
}

export async function siteStats(services: Services): Promise<SiteStats> {
  const { db } = services;
  const now = services.now();
  const [players, round] = await Promise.all([countPlayers(db), findCurrentRound(db)]);
  if (!round) return { players, predictionsThisRound: 0, nextDeadline: null, round: null };
  // A deadline still ahead means a kickoff more than 2 h ahead.
  const [predictionsThisRound, kickoff] = await Promise.all([
    countRoundPredictions(db, round.id),
    firstKickoffAfter(db, round.id, new Date(now.getTime() + PREDICTION_DEADLINE_MS)),
  ]);
  return {
    players,
    predictionsThisRound,
    nextDeadline: kickoff ? iso(new Date(new Date(kickoff).getTime() - PREDICTION_DEADLINE_MS)) : null,
    round: { documentId: round.documentId, name: round.name },
  };
}

// What other modules may read and do through this module (its queries stay its own).
export { countRoundPredictions } from './site-stats.queries.ts';
