import type { Outcome } from './match.schemas.ts';
import type { StatsPanel } from './round-stats.schemas.ts';
import { wholePercentages } from './whole-percentages.ts';

const OUTCOMES: Outcome[] = ['1', 'X', '2'];

/**
 * Whole percentages of 1, X and 2 that add up to exactly 100 (largest remainder: whole-percentages.ts), so a panel
 * never shows 99 or 101 in all; 0 everywhere when nobody predicted.
 */
export function percentages(counts: Record<Outcome, number>): Record<Outcome, number> {
  const [one, draw, two] = wholePercentages(OUTCOMES.map((o) => counts[o]));
  return { '1': one, X: draw, '2': two };
}

/** The most-predicted outcome, or null when nobody predicted or the top is shared. */
export function communityPick(counts: Record<Outcome, number>): Outcome | null {
  const max = Math.max(counts['1'], counts.X, counts['2']);
  if (max === 0) return null;
  const top = OUTCOMES.filter((o) => counts[o] === max);
  return top.length === 1 ? top[0] : null;
}

/** One panel of the statistics page: counts, percentages, and whether the community got it right. */
export function statsPanel(counts: Record<Outcome, number>, actual: Outcome | null): StatsPanel {
  const community = communityPick(counts);
  return {
    counts,
    percentages: percentages(counts),
    total: counts['1'] + counts.X + counts['2'],
    actual,
    community,
    correct: actual === null || community === null ? null : community === actual,
  };
}
