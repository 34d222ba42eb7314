// Odds of slips: each pick has an odd (at least 1, two decimals); a slip's total is their product.

/** Rounds half-up to 2 decimals, by the decimal digits rather than the binary value (1.005 → 1.01). */
export function roundOdds(n: number): number {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return n;
  return Number(`${Math.round(Number(`${n}e2`))}e-2`);
}

/** Hundredths of an odd, when it has at most two decimals. */
function hundredths(odd: number): bigint | undefined {
  const cents = Math.round(odd * 100);
  return Number.isFinite(odd) && Math.abs(cents / 100 - odd) < 1e-9 ? BigInt(cents) : undefined;
}

/**
 * The product of the odds, rounded half-up to two decimals. Odds of two decimals multiply exactly (in
 * hundredths, as integers), so 1.85 × 2.10 × 1.50 = 5.8275 gives 5.83 whatever the float error.
 */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 1;
  const parts = odds.map(hundredths);
  if (parts.some((p) => p === undefined)) return roundOdds(odds.reduce((acc, o) => acc * o, 1));
  const product = (parts as bigint[]).reduce((acc, p) => acc * p, 1n);
  // product = total × 100^k; total in hundredths = product / 100^(k-1), rounded half-up.
  const divisor = 100n ** BigInt(odds.length - 1);
  const totalHundredths = (product * 2n + divisor) / (2n * divisor);
  return Number(totalHundredths) / 100;
}

/** An odd or a total in ro-RO, as every screen shows it (public and back office): two decimals after a comma ('4,32'). */
export function formatOdds(n: number): string {
  return roundOdds(n).toFixed(2).replace('.', ',');
}
