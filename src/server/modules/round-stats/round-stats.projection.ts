import type { Outcome } from '../../../domain/match.schemas.ts';
import type { MatchStats } from '../../../domain/round-stats.schemas.ts';
import { statsPanel } from '../../../domain/round-stats.ts';
import { isFinalised, outcomeOfScore } from '../../../domain/scoring.ts';
import type { currentRoundMatches } from '../matches/matches.service.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';

/** How many predictions of a match chose each outcome, by kind of prediction (score, cards, corners). */
export type OutcomeCounts = Record<string, Record<Outcome, number>>;

const zero = (): Record<Outcome, number> => ({ '1': 0, X: 0, '2': 0 });
export const noCounts = (): OutcomeCounts => ({ score: zero(), cards: zero(), corners: zero() });

type MatchRow = Awaited<ReturnType<typeof currentRoundMatches>>[number];

/** One match's statistics as GET /api/round-stats answers them. */
export function matchStatsJson(row: MatchRow, c: OutcomeCounts): MatchStats {
  const m = row.match;
  const result = { team1Goals: m.team1FinalScore, team2Goals: m.team2FinalScore };
  const scoreOutcome = isFinalised(result) ? outcomeOfScore(result.team1Goals!, result.team2Goals!) : null;
  const score = statsPanel(c.score, scoreOutcome);
  return {
    match: {
      documentId: m.documentId,
      date: m.date.toISOString(),
      team1: { name: row.team1.name, emblem: mediaJson(row.emblem1) },
      team2: { name: row.team2.name, emblem: mediaJson(row.emblem2) },
      team1_finalScore: m.team1FinalScore,
      team2_finalScore: m.team2FinalScore,
    },
    // Every prediction counts once in its category; a player's three predictions are three.
    totalPredictions:
      score.total + c.cards['1'] + c.cards.X + c.cards['2'] + c.corners['1'] + c.corners.X + c.corners['2'],
    score,
    cards: statsPanel(c.cards, (m.finalCards as Outcome | null) ?? null),
    corners: statsPanel(c.corners, (m.finalCorners as Outcome | null) ?? null),
  };
}
