import { describe, expect, test } from 'vitest';
import { formatOdds, roundOdds, totalOdds } from './odds.ts';

describe('totalOdds', () => {
  test.each([
    ['one pick', [1.85], 1.85],
    ['three picks: 1.85 × 2.10 × 1.50', [1.85, 2.1, 1.5], 5.83],
    ['two picks', [2, 2.16], 4.32],
    ['odds of 1 change nothing', [1, 1, 3.33], 3.33],
    ['half a hundredth rounds up', [1.05, 1.05], 1.1],
    ['below half rounds down', [1.01, 1.01], 1.02],
    ['empty slip', [], 1],
    ['thirty picks of 1.10', Array.from({ length: 30 }, () => 1.1), 17.45],
    ['the largest odds', [1000, 1000], 1_000_000],
    ['more than two decimals fall back to a float product', [1.005, 2], 2.01],
  ])('%s', (_, odds, expected) => expect(totalOdds(odds)).toBe(expected));
});

describe('formatOdds', () => {
  test.each([
    [4.32, '4,32'],
    [5.8275, '5,83'],
    [1, '1,00'],
    [2.1, '2,10'],
    [1.005, '1,01'],
    [1.004, '1,00'],
    [1234.5, '1234,50'],
  ])('%s → %s', (n, expected) => expect(formatOdds(n)).toBe(expected));

  test('a total formats as the screens show it', () => {
    expect(formatOdds(totalOdds([1.85, 2.1, 1.5]))).toBe('5,83');
  });

  test('roundOdds leaves non-finite and huge values alone', () => {
    expect(roundOdds(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundOdds(1e20)).toBe(1e20);
  });
});
