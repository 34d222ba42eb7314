/**
 * Whole percentages of counts that add up to exactly 100 (largest remainder): each share is first cut down to a
 * whole number, then the points still missing go one each to the shares that lost the most in the cut. Equal
 * remainders go to the larger count first, then to the earlier position, so the same counts always give the same
 * figures. No counts (a total of 0) give zeros everywhere. Counts are whole and not negative.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  // In hundredths of the total, so the remainders compare exactly (no floating point).
  const floors = counts.map((n) => Math.floor((n * 100) / total));
  const remainders = counts.map((n) => (n * 100) % total);
  let missing = 100 - floors.reduce((sum, n) => sum + n, 0);
  const order = counts.map((_, i) => i).sort((a, b) => remainders[b] - remainders[a] || counts[b] - counts[a] || a - b);
  for (const i of order) {
    if (missing === 0) break;
    floors[i] += 1;
    missing -= 1;
  }
  return floors;
}
