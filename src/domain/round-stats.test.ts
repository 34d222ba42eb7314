import { expect, test } from 'vitest';
import { communityPick, percentages, statsPanel } from './round-stats.ts';

test.each([
  [
    { '1': 1, X: 1, '2': 1 },
    { '1': 34, X: 33, '2': 33 },
  ],
  [
    { '1': 1, X: 0, '2': 1 },
    { '1': 50, X: 0, '2': 50 },
  ],
  [
    { '1': 1, X: 0, '2': 7 },
    { '1': 12, X: 0, '2': 88 },
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
    { '1': 12, X: 88, '2': 0 },
  ],
  // 38.5, 15.4 and 46.1 each rounded add up to 99.
  [
    { '1': 25, X: 10, '2': 30 },
    { '1': 39, X: 15, '2': 46 },
  ],
])('percentages of %o add up to 100 (0 when nobody predicted)', (counts, expected) => {
  expect(percentages(counts)).toEqual(expected);
});

test("a panel's percentages add up to 100 whatever the counts", () => {
  for (let one = 0; one <= 12; one++)
    for (let draw = 0; draw <= 12; draw++)
      for (let two = 1; two <= 12; two++) {
        const p = statsPanel({ '1': one, X: draw, '2': two }, null).percentages;
        expect(p['1'] + p.X + p['2'], `${one}/${draw}/${two}`).toBe(100);
      }
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
