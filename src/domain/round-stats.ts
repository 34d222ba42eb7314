import type { Outcome } from './match.schemas.ts';
import type { StatsPanel } from './round-stats.schemas.ts';

const OUTCOMES: Outcome[] = ['1', 'X', '2'];

/** Integer percentages, rounded half-up (DESIGN decision 24); 0 everywhere when nobody predicted. */
export function percentages(counts: Record<Outcome, number>): Record<Outcome, number> {
  const total = counts['1'] + counts.X + counts['2'];
  const pct = (n: number) => (total === 0 ? 0 : Math.floor((n * 100) / total + 0.5));
  return { '1': pct(counts['1']), X: pct(counts.X), '2': pct(counts['2']) };
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
