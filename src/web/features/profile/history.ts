import type { Prediction } from '../../../domain/prediction.schemas.ts';
import type { Adjustment, Profile } from '../../../domain/profile.schemas.ts';
import { PREDICTION_TYPES } from '../../../domain/scoring.ts';

export type HistoryMatch = NonNullable<Prediction['match']>;
type RoundRef = HistoryMatch['round'];

export interface MatchHistory {
  match: HistoryMatch;
  /** In the order score, cards, corners. */
  predictions: Prediction[];
}

export interface RoundHistory {
  /** null for lines that belong to no round. */
  round: RoundRef | null;
  current: boolean;
  /** Matches by kickoff, earliest first. */
  matches: MatchHistory[];
  adjustments: Adjustment[];
  /** Points scored so far in this round (null points count as 0). */
  points: number;
}

type HistorySource = Pick<Profile, 'predictions' | 'adjustments' | 'pointsByRound'>;

const NO_ROUND = '';

/**
 * The prediction history grouped by round: the current round first (present even when empty),
 * then the older rounds newest first, and lines without a round last.
 */
export function groupHistory(profile: HistorySource): RoundHistory[] {
  const groups = new Map<string, RoundHistory>();
  /** The latest moment seen in each group, to order rounds that pointsByRound does not list. */
  const latest = new Map<string, number>();

  const groupOf = (round: RoundRef | null): RoundHistory => {
    const key = round?.documentId ?? NO_ROUND;
    let group = groups.get(key);
    if (!group) {
      group = { round, current: round?.current ?? false, matches: [], adjustments: [], points: 0 };
      groups.set(key, group);
    }
    return group;
  };
  const touch = (round: RoundRef | null, when: string) => {
    const key = round?.documentId ?? NO_ROUND;
    latest.set(key, Math.max(latest.get(key) ?? Number.NEGATIVE_INFINITY, Date.parse(when)));
  };

  for (const prediction of profile.predictions) {
    const match = prediction.match;
    if (!match) continue;
    const group = groupOf(match.round);
    let entry = group.matches.find((m) => m.match.documentId === match.documentId);
    if (!entry) {
      entry = { match, predictions: [] };
      group.matches.push(entry);
    }
    entry.predictions.push(prediction);
    group.points += prediction.points ?? 0;
    touch(match.round, match.date);
  }
  for (const adjustment of profile.adjustments) {
    const group = groupOf(adjustment.round);
    group.adjustments.push(adjustment);
    group.points += adjustment.points;
    touch(adjustment.round, adjustment.createdAt);
  }

  for (const group of groups.values()) {
    group.matches.sort((a, b) => Date.parse(a.match.date) - Date.parse(b.match.date));
    for (const m of group.matches) {
      m.predictions.sort((a, b) => PREDICTION_TYPES.indexOf(a.type) - PREDICTION_TYPES.indexOf(b.type));
    }
    group.adjustments.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }

  // pointsByRound lists rounds oldest first: its order is the order of the rounds.
  const order = new Map(profile.pointsByRound.map((p, i) => [p.round.documentId, i]));
  const rank = (g: RoundHistory) => {
    if (g.current) return 0;
    if (!g.round) return 3;
    return order.has(g.round.documentId) ? 1 : 2;
  };
  const sorted = [...groups.values()].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 1) return (order.get(b.round?.documentId ?? '') ?? 0) - (order.get(a.round?.documentId ?? '') ?? 0);
    return (latest.get(b.round?.documentId ?? NO_ROUND) ?? 0) - (latest.get(a.round?.documentId ?? NO_ROUND) ?? 0);
  });

  if (!sorted.some((g) => g.current)) {
    const currentRound = profile.pointsByRound.find((p) => p.round.current)?.round ?? null;
    sorted.unshift({ round: currentRound, current: true, matches: [], adjustments: [], points: 0 });
  }
  return sorted;
}

/** A score pick or result as 'a - b'. */
export const scoreText = (team1: number, team2: number) => `${team1} - ${team2}`;
