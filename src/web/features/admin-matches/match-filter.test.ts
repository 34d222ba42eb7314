import { describe, expect, test } from 'vitest';
import { matchFilterQuery, readMatchFilter, writeMatchFilter } from '../../components/admin/match-filter.ts';

describe('the match filter in the URL', () => {
  test.each([
    ['', 'all'],
    ['filter=unscored', 'unscored'],
    ['filter=started-unscored&page=2', 'started-unscored'],
    ['filter=scored', 'all'],
    ['filter=', 'all'],
  ] as const)('?%s reads as %s', (search, filter) => expect(readMatchFilter(new URLSearchParams(search))).toBe(filter));

  test('another filter starts at its first page; the other parameters stay', () => {
    const params = new URLSearchParams('page=3&x=1');
    expect(writeMatchFilter(params, 'started-unscored').toString()).toBe('x=1&filter=started-unscored');
    expect(writeMatchFilter(new URLSearchParams('filter=unscored&page=2'), 'all').toString()).toBe('');
  });
});

test('started and without a score: kickoff up to now, both scores empty, as the dashboard counts', () => {
  const now = new Date('2026-03-01T18:00:00.000Z');
  expect(matchFilterQuery('started-unscored', now)).toEqual({
    date: { $lte: '2026-03-01T18:00:00.000Z' },
    team1_finalScore: { $null: true },
    team2_finalScore: { $null: true },
  });
  expect(matchFilterQuery('unscored', now)).toEqual({ team1_finalScore: { $null: true } });
  expect(matchFilterQuery('all', now)).toEqual({});
});
