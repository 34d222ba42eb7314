import { describe, expect, test } from 'vitest';
import { markBest } from './form.ts';

describe('markBest', () => {
  const best = (points: number[]) => markBest(points.map((roundPoints) => ({ roundPoints }))).map((r) => r.best);

  test('the round with the most points, the earliest of equal ones', () => {
    expect(best([30, 100, 60])).toEqual([false, true, false]);
    expect(best([100, 30, 100])).toEqual([true, false, false]);
  });

  test('no best round while no round scored above 0', () => {
    expect(best([0, -50, 0])).toEqual([false, false, false]);
    expect(best([])).toEqual([]);
  });
});
