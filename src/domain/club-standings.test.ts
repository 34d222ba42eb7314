import { describe, expect, test } from 'vitest';
import { CLUB_MIN_ACTIVE_FANS, clubScore, rankClubs } from './club-standings.ts';

describe('clubScore: the average of the active fans, 2 decimals', () => {
  test.each([
    ['no active fans', 0, 0, null],
    ['a whole average', 300, 3, 100],
    ['a third', 100, 3, 33.33],
    ['two thirds', 200, 3, 66.67],
    ['an exact half of a cent rounds up', 1, 8, 0.13],
    ['a negative half rounds toward +∞', -1, 8, -0.12],
    ['a negative average', -50, 4, -12.5],
    ['large sums stay exact', 2_999_990_000, 1_000_000, 2999.99],
  ] as const)('%s', (_, sum, active, expected) => {
    expect(clubScore(sum, active)).toBe(expected);
  });
});

const club = (name: string, activeFans: number, score: number | null) => ({ name, activeFans, score });

describe('rankClubs', () => {
  test('the minimum is 5 active fans', () => {
    expect(CLUB_MIN_ACTIVE_FANS).toBe(5);
  });

  test('score descending; equal scores share a rank, more active fans first, then the name', () => {
    const out = rankClubs([
      club('Rapid', 6, 50),
      club('FCSB', 5, 80),
      club('Dinamo', 9, 50),
      club('CFR Cluj', 6, 50),
      club('Farul', 5, 40),
    ]);
    expect(out.map((c) => [c.name, c.rank])).toEqual([
      ['FCSB', 1],
      ['Dinamo', 2],
      ['CFR Cluj', 2],
      ['Rapid', 2],
      ['Farul', 5],
    ]);
  });

  test('clubs under the minimum come after, unranked, by active fans then name', () => {
    const out = rankClubs([
      club('Oțelul', 2, 300),
      club('Petrolul', 4, 10),
      club('Argeș', 2, 5),
      club('UTA', 0, null),
      club('Hermannstadt', 5, 1),
    ]);
    expect(out.map((c) => [c.name, c.rank])).toEqual([
      ['Hermannstadt', 1],
      ['Petrolul', null],
      ['Argeș', null],
      ['Oțelul', null],
      ['UTA', null],
    ]);
  });

  test('names compare the Romanian way (ș after s)', () => {
    const out = rankClubs([club('Știința', 5, 10), club('Sepsi', 5, 10), club('Steaua', 5, 10)]);
    expect(out.map((c) => c.name)).toEqual(['Sepsi', 'Steaua', 'Știința']);
  });

  test('another minimum can be given', () => {
    expect(rankClubs([club('A', 1, 10)], 1)[0].rank).toBe(1);
    expect(rankClubs([club('A', 1, 10)], 2)[0].rank).toBeNull();
  });
});
