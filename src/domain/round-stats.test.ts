import { expect, test } from 'vitest';
import { communityPick, percentages, statsPanel } from './round-stats.ts';

test.each([
  [
    { '1': 1, X: 1, '2': 1 },
    { '1': 33, X: 33, '2': 33 },
  ],
  [
    { '1': 1, X: 0, '2': 1 },
    { '1': 50, X: 0, '2': 50 },
  ],
  [
    { '1': 1, X: 0, '2': 7 },
    { '1': 13, X: 0, '2': 88 },
  ],
  [
    { '1': 0, X: 0, '2': 0 },
    { '1': 0, X: 0, '2': 0 },
  ],
  [
    { '1': 1, X: 1, '2': 0 },
    { '1': 50, X: 50, '2': 0 },
  ],
  [
    { '1': 1, X: 7, '2': 0 },
    { '1': 13, X: 88, '2': 0 },
  ],
])('percentages of %o round half-up', (counts, expected) => {
  expect(percentages(counts)).toEqual(expected);
});

test('percentages round half up: 1 of 8 is 12.5 → 13', () => {
  expect(percentages({ '1': 1, X: 7, '2': 0 })['1']).toBe(13);
});

test('a tie for the most predicted outcome gives no community pick', () => {
  expect(communityPick({ '1': 3, X: 3, '2': 1 })).toBeNull();
  expect(communityPick({ '1': 0, X: 0, '2': 0 })).toBeNull();
  expect(communityPick({ '1': 1, X: 3, '2': 2 })).toBe('X');
});

test('the badge appears only once the outcome is known and the pick is not tied', () => {
  expect(statsPanel({ '1': 5, X: 1, '2': 1 }, '1').correct).toBe(true);
  expect(statsPanel({ '1': 5, X: 1, '2': 1 }, '2').correct).toBe(false);
  expect(statsPanel({ '1': 5, X: 1, '2': 1 }, null).correct).toBeNull();
  expect(statsPanel({ '1': 2, X: 2, '2': 1 }, '1').correct).toBeNull();
});
