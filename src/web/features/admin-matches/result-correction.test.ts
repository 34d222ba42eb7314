import { describe, expect, test } from 'vitest';
import { needsCorrectionReason } from './result-correction.ts';

const stored = (
  t1: number | null,
  t2: number | null,
  cards: '' | '1' | 'X' | '2' | null = '',
  corners: '' | '1' | 'X' | '2' | null = '',
) => ({
  team1_finalScore: t1,
  team2_finalScore: t2,
  final_cards: cards,
  final_corners: corners,
});
const typed = (t1: string, t2: string, cards: '' | '1' | 'X' | '2' = '', corners: '' | '1' | 'X' | '2' = '') => ({
  team1_finalScore: t1,
  team2_finalScore: t2,
  final_cards: cards,
  final_corners: corners,
});

describe('the match form asks for a correction reason', () => {
  test.each([
    ['a new match', null, typed('2', '1', '1', 'X'), false],
    ['a first result', stored(null, null, null, null), typed('2', '1', '1', 'X'), false],
    ['the same result typed again', stored(2, 1, '1', 'X'), typed('2', '1', '1', 'X'), false],
    ['the same result with spaces', stored(2, 1), typed(' 2', '1 '), false],
    ['cards filled in after the score', stored(2, 1, '', ''), typed('2', '1', '1', ''), false],
    ['a changed score', stored(2, 1), typed('2', '2'), true],
    ['a cleared score', stored(2, 1), typed('', ''), true],
    ['one score cleared', stored(0, 0), typed('0', ''), true],
    ['changed cards', stored(1, 0, '1', '2'), typed('1', '0', 'X', '2'), true],
    ['cleared corners', stored(1, 0, '1', '2'), typed('1', '0', '1', ''), true],
    ['stored outcomes as null, typed empty', stored(1, 0, null, null), typed('1', '0'), false],
  ] as const)('%s → %s', (_, before, after, expected) => {
    expect(needsCorrectionReason(before, after)).toBe(expected);
  });
});
