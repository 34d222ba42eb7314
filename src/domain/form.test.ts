import { describe, expect, test } from 'vitest';
import { formFirstRound, fromFirstRound, markBest } from './form.ts';

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

describe("the form chart's first round", () => {
  const round = (played: boolean, roundPoints = 0) => ({ played, roundPoints });
  test.each([
    ['joined in the fourth round', [round(false), round(false), round(false), round(true, 100), round(true, 30)], 3],
    ['played from the first round', [round(true, 40), round(false), round(true, 30)], 0],
    ['a first prediction that scored nothing still counts', [round(false), round(true, 0), round(true, 70)], 1],
    ['an adjustment in a round without a prediction counts', [round(false), round(false, -50), round(true, 30)], 1],
    ['a round skipped after the first one stays', [round(false), round(true, 100), round(false), round(true, 30)], 1],
    ['never took part', [round(false), round(false)], -1],
    ['no rounds with a result yet', [], -1],
  ])('%s', (_, rounds, first) => {
    expect(formFirstRound(rounds)).toBe(first);
    expect(fromFirstRound(rounds)).toEqual(first < 0 ? [] : rounds.slice(first));
  });
});
