import type { FinalResult } from './scoring.ts';
import { outcomeOfScore } from './scoring.ts';

/** The counts of a live score; cards and corners null while unknown. */
export interface LiveCounts {
  homeGoals: number;
  awayGoals: number;
  homeCards: number | null;
  awayCards: number | null;
  homeCorners: number | null;
  awayCorners: number | null;
}

const outcomeOf = (home: number | null, away: number | null) =>
  home === null || away === null ? null : outcomeOfScore(home, away);

/**
 * The final result a live score would be if the match ended now: what the projection scores with the game's own
 * scoring (scorePrediction, favouriteBonus). Cards and corners are 1/X/2 by which side has more.
 */
export function resultIfFinal(live: LiveCounts): FinalResult {
  return {
    team1Goals: live.homeGoals,
    team2Goals: live.awayGoals,
    cards: outcomeOf(live.homeCards, live.awayCards),
    corners: outcomeOf(live.homeCorners, live.awayCorners),
  };
}
