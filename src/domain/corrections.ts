import type { Outcome } from './match.schemas.ts';

/** A match's stored result; null fields are not known yet. */
export interface ResultState {
  team1: number | null;
  team2: number | null;
  cards: Outcome | null;
  corners: Outcome | null;
}

const FIELDS = ['team1', 'team2', 'cards', 'corners'] as const;

/**
 * Whether going from `before` to `after` corrects a stored result: a known value changes or is cleared. Filling in
 * a field that was not known (the cards after the score, say) is not a correction.
 */
export function correctsStoredResult(before: ResultState, after: ResultState): boolean {
  return FIELDS.some((k) => before[k] !== null && before[k] !== after[k]);
}

/** Whether two results are the same, field by field. */
export function sameResult(a: ResultState, b: ResultState): boolean {
  return FIELDS.every((k) => a[k] === b[k]);
}

/** The label of who changed a result, as the public log shows it. */
export const ROLE_LABELS: Record<string, string> = { admin: 'Administrator' };
