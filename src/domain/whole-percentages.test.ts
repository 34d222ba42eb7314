import fc from 'fast-check';
import { expect, test } from 'vitest';
import { wholePercentages } from './whole-percentages.ts';

test.each([
  ['38.5 + 15.4 + 46.1: rounding each gives 99', [25, 10, 30], [39, 15, 46]],
  ['thirds: the one point left goes to the first', [1, 1, 1], [34, 33, 33]],
  ['1 of 8 and 7 of 8 (12.5 and 87.5): the larger count takes the half', [1, 0, 7], [12, 0, 88]],
  ['the same halves the other way round', [7, 0, 1], [88, 0, 12]],
  ['two equal halves', [1, 1, 0], [50, 50, 0]],
  ['two of three equal, the third bigger', [1, 1, 4], [17, 16, 67]],
  ['already whole', [700, 500, 0].map((n) => n * 2), [58, 42, 0]],
  ['one outcome only', [0, 9, 0], [0, 100, 0]],
  ['nobody predicted', [0, 0, 0], [0, 0, 0]],
  ['one count', [5], [100]],
  ['no counts', [], []],
  ['a huge count beside a tiny one', [999_999, 1, 0], [100, 0, 0]],
])('%s', (_, counts, expected) => {
  expect(wholePercentages(counts)).toEqual(expected);
});

test('any counts: whole numbers adding up to 100, each within 1 of its exact share, 0 only for 0', () => {
  fc.assert(
    fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 6 }), (counts) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const pct = wholePercentages(counts);
      if (total === 0) {
        // Vitest's matcher answers a value fast-check would read as the property's verdict: not returned.
        expect(pct).toEqual(counts.map(() => 0));
        return;
      }
      expect(pct.reduce((a, b) => a + b, 0)).toBe(100);
      for (const [i, p] of pct.entries()) {
        expect(Number.isInteger(p)).toBe(true);
        expect(Math.abs(p - (counts[i] * 100) / total)).toBeLessThan(1);
        if (counts[i] === 0) expect(p).toBe(0);
      }
      // A larger count never shows a smaller percentage.
      for (const i of counts.keys())
        for (const j of counts.keys()) if (counts[i] > counts[j]) expect(pct[i]).toBeGreaterThanOrEqual(pct[j]);
    }),
  );
});

test('the same counts give the same figures, whatever was computed before', () => {
  const counts = [3, 3, 3, 2];
  expect(wholePercentages(counts)).toEqual(wholePercentages([...counts]));
  expect(wholePercentages(counts)).toEqual([28, 27, 27, 18]);
});
