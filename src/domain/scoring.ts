import type { Outcome } from './match.schemas.ts';

/** Points of the game. */
export const POINTS = { exactScore: 100, oneTeamGoals: 30, cards: 40, corners: 40, favouriteWin: 30 } as const;

export type PredictionType = 'score' | 'cards' | 'corners';
export const PREDICTION_TYPES: readonly PredictionType[] = ['score', 'cards', 'corners'];

/** For score, team1/team2 are goals; for cards and corners, team1=1 is home, team2=1 is away, both 0 is X. */
export interface PredictionValues {
  type: PredictionType;
  team1: number;
  team2: number;
}

export interface FinalResult {
  team1Goals: number | null;
  team2Goals: number | null;
  cards: Outcome | null;
  corners: Outcome | null;
}

/** The 1/X/2 pick encoded in a cards or corners prediction. */
export function pickOf(p: Pick<PredictionValues, 'team1' | 'team2'>): Outcome {
  if (p.team1 === 1 && p.team2 === 0) return '1';
  if (p.team1 === 0 && p.team2 === 1) return '2';
  return 'X';
}

/** The encoding of a pick: 1 → (1, 0), X → (0, 0), 2 → (0, 1). */
export function encodePick(pick: Outcome): { team1: number; team2: number } {
  return pick === '1' ? { team1: 1, team2: 0 } : pick === '2' ? { team1: 0, team2: 1 } : { team1: 0, team2: 0 };
}

/** 1 if team1 scored more, 2 if fewer, X if level. */
export function outcomeOfScore(team1: number, team2: number): Outcome {
  return team1 > team2 ? '1' : team1 < team2 ? '2' : 'X';
}

/** A match is finalised when both final scores are set. */
export const isFinalised = (r: Pick<FinalResult, 'team1Goals' | 'team2Goals'>) =>
  r.team1Goals !== null && r.team2Goals !== null;

/**
 * Points of one prediction: null while the match is not finalised, and for cards or
 * corners while that category's final value is empty.
 */
export function scorePrediction(p: PredictionValues, r: FinalResult): number | null {
  if (!isFinalised(r)) return null;
  switch (p.type) {
    case 'score':
      if (p.team1 === r.team1Goals && p.team2 === r.team2Goals) return POINTS.exactScore;
      return p.team1 === r.team1Goals || p.team2 === r.team2Goals ? POINTS.oneTeamGoals : 0;
    case 'cards':
      return r.cards === null ? null : pickOf(p) === r.cards ? POINTS.cards : 0;
    case 'corners':
      return r.corners === null ? null : pickOf(p) === r.corners ? POINTS.corners : 0;
  }
}

/**
 * The favourite-team bonus of one user on one match: +30 when the favourite team played and won a
 * finalised match and the user made at least one prediction on it.
 */
export function favouriteBonus(args: {
  favTeamId: number | null;
  team1Id: number;
  team2Id: number;
  result: FinalResult;
  predicted: boolean;
}): number {
  const { favTeamId, team1Id, team2Id, result, predicted } = args;
  if (!predicted || favTeamId === null || !isFinalised(result)) return 0;
  const winner = outcomeOfScore(result.team1Goals!, result.team2Goals!);
  if (winner === '1' && favTeamId === team1Id) return POINTS.favouriteWin;
  if (winner === '2' && favTeamId === team2Id) return POINTS.favouriteWin;
  return 0;
}
