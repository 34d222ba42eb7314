import { isPredictionOpen } from './deadline.ts';
import type { Match, Outcome } from './match.schemas.ts';
import { gameMessages } from './messages.ts';
import type { FinalResult } from './scoring.ts';

// When a match takes predictions. The server decides with it (inside the transaction that writes the
// prediction) and the client uses the same function for what it shows, so both always agree.

/** Why a match takes predictions or not; the first closed reason that applies wins, in this order. */
export type PredictionWindow = 'open' | 'hasResult' | 'notCurrentRound' | 'deadlinePassed';

/** What the rule needs to know about a match. */
export interface MatchFacts {
  kickoff: Date | string | number;
  roundIsCurrent: boolean;
  result: FinalResult;
}

/**
 * A match has a result as soon as ANY of its four result fields is set, not only a complete score. Cards or
 * corners alone close it too: an admin may enter a result in steps, and whoever predicted after the first
 * step would be guessing something already known (who got more cards tells a lot about how the match went).
 */
export const hasResult = (r: FinalResult) =>
  r.team1Goals !== null || r.team2Goals !== null || r.cards !== null || r.corners !== null;

/**
 * A match is open for predictions only when it has no result, its round is the current round, and now is
 * strictly before kickoff − 2 h. A result closes it whatever its kickoff, so moving the kickoff of a match
 * with a result never reopens it.
 */
export function predictionWindow(m: MatchFacts, now: Date | number): PredictionWindow {
  if (hasResult(m.result)) return 'hasResult';
  if (!m.roundIsCurrent) return 'notCurrentRound';
  if (!isPredictionOpen(m.kickoff, now)) return 'deadlinePassed';
  return 'open';
}

export const isMatchOpen = (m: MatchFacts, now: Date | number) => predictionWindow(m, now) === 'open';

/** The refusal of each closed state: the server's 400 message and the client's notice. */
export const predictionWindowMessages: Record<Exclude<PredictionWindow, 'open'>, string> = {
  hasResult: 'Meciul are deja un rezultat. Predicțiile s-au închis.',
  notCurrentRound: 'Poți prezice doar meciurile etapei curente.',
  deadlinePassed: gameMessages.deadlinePassed,
};

type ApiMatchFields = Pick<
  Match,
  'date' | 'round' | 'team1_finalScore' | 'team2_finalScore' | 'final_cards' | 'final_corners'
>;

const outcome = (v: Outcome | '') => (v === '' ? null : v);

/** The API's match (an unknown outcome is '') as the facts of the rule. */
export const matchFacts = (m: ApiMatchFields): MatchFacts => ({
  kickoff: m.date,
  roundIsCurrent: m.round.current,
  result: {
    team1Goals: m.team1_finalScore,
    team2Goals: m.team2_finalScore,
    cards: outcome(m.final_cards),
    corners: outcome(m.final_corners),
  },
});
