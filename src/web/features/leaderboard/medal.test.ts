import { describe, expect, test } from 'vitest';
import {
  medalFor,
  noOneScored,
  readLeaderboardSearch,
  writeLeaderboardSearch,
} from '../../components/standings/medal.ts';

describe('medalFor', () => {
  test.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [0, null],
    [10, null],
  ] as const)('rank %i → %s', (rank, medal) => expect(medalFor(rank)).toBe(medal));

  test('tied users share the medal of their rank', () => {
    expect([1, 2, 2, 4].map((r) => medalFor(r))).toEqual(['gold', 'silver', 'silver', null]);
    expect([1, 1, 3].map((r) => medalFor(r))).toEqual(['gold', 'gold', 'bronze']);
  });
  test('no medal without points', () => {
    expect(medalFor(1, 0)).toBeNull();
    expect(medalFor(2, 10)).toBe('silver');
  });
});

describe('noOneScored: the ranking has nobody with points yet', () => {
  const row = (rank: number, currentPoints: number, points = 50) => ({ rank, currentPoints, points });
  test.each([
    ['everyone shares rank 1 with 0', [row(1, 0), row(1, 0), row(1, 0)], true],
    ['a later page of an empty round: still rank 1 with 0', [row(1, 0)], true],
    ['rank 1 is a negative adjustment away from nobody', [row(1, 0), row(1, 0), row(3, -20)], true],
    ['the leader has points', [row(1, 40), row(2, 0), row(2, 0)], false],
    ['a later page of a round with points: nobody there is rank 1', [row(11, 0), row(11, 0)], false],
    ['one point is enough', [row(1, 1), row(2, 0)], false],
    ['no rows', [], false],
  ])('%s', (_, rows, expected) => expect(noOneScored(rows, 'currentPoints')).toBe(expected));

  test('the total ranking is read on its own points', () => {
    expect(noOneScored([row(1, 0, 120)], 'points')).toBe(false);
    expect(noOneScored([row(1, 30, 0)], 'points')).toBe(true);
  });
});

describe('leaderboard search params', () => {
  test('defaults to the round ranking, page 1', () => {
    expect(readLeaderboardSearch(new URLSearchParams(''))).toEqual({ page: 1, sortBy: 'currentPoints' });
    expect(readLeaderboardSearch(new URLSearchParams('page=-2&sortBy=bad'))).toEqual({
      page: 1,
      sortBy: 'currentPoints',
    });
  });

  test('round-trips', () => {
    const search = { page: 3, sortBy: 'points' } as const;
    expect(readLeaderboardSearch(writeLeaderboardSearch(search))).toEqual(search);
    expect(writeLeaderboardSearch({ page: 1, sortBy: 'currentPoints' }).toString()).toBe('');
  });
});
