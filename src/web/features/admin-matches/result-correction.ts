import { correctsStoredResult, type ResultState } from '../../../domain/corrections.ts';
import type { Outcome } from '../../../domain/match.schemas.ts';

// Whether the back office's match form corrects a stored result (a known score, cards or corners value changed or
// cleared): then it asks for the reason the server requires and the public log shows.

interface StoredResult {
  team1_finalScore: number | null;
  team2_finalScore: number | null;
  final_cards: '' | Outcome | null;
  final_corners: '' | Outcome | null;
}

interface TypedResult {
  team1_finalScore: string;
  team2_finalScore: string;
  final_cards: '' | Outcome;
  final_corners: '' | Outcome;
}

const outcome = (v: '' | Outcome | null): Outcome | null => (v ? v : null);

/** A typed score: '' is not known; anything not a whole number reads as not known too (the form refuses it). */
function typedScore(s: string): number | null {
  const t = s.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

const storedState = (m: StoredResult): ResultState => ({
  team1: m.team1_finalScore,
  team2: m.team2_finalScore,
  cards: outcome(m.final_cards),
  corners: outcome(m.final_corners),
});

const typedState = (v: TypedResult): ResultState => ({
  team1: typedScore(v.team1_finalScore),
  team2: typedScore(v.team2_finalScore),
  cards: outcome(v.final_cards),
  corners: outcome(v.final_corners),
});

/** True when saving `typed` over the match's stored result is a correction (a new match never is). */
export function needsCorrectionReason(stored: StoredResult | null, typed: TypedResult): boolean {
  return stored !== null && correctsStoredResult(storedState(stored), typedState(typed));
}
