import { describe, expect, test } from 'vitest';
import type { Outcome } from './match.schemas.ts';
import {
  encodePick,
  type FinalResult,
  favouriteBonus,
  outcomeOfScore,
  type PredictionValues,
  pickOf,
  scorePrediction,
} from './scoring.ts';

const score = (team1: number, team2: number): PredictionValues => ({ type: 'score', team1, team2 });
const cards = (pick: Outcome): PredictionValues => ({ type: 'cards', ...encodePick(pick) });
const corners = (pick: Outcome): PredictionValues => ({ type: 'corners', ...encodePick(pick) });
const result = (
  team1Goals: number | null,
  team2Goals: number | null,
  extra: Partial<Pick<FinalResult, 'cards' | 'corners'>> = {},
): FinalResult => ({ team1Goals, team2Goals, cards: extra.cards ?? null, corners: extra.corners ?? null });

describe('scorePrediction: the rules as a table', () => {
  test.each([
    ['exact 2-1', score(2, 1), result(2, 1), 100],
    ['exact 0-0', score(0, 0), result(0, 0), 100],
    ['home goals right only', score(2, 0), result(2, 1), 30],
    ['away goals right only', score(0, 1), result(2, 1), 30],
    ['a draw predicted, another draw played', score(1, 1), result(2, 2), 0],
    ['both wrong', score(3, 3), result(0, 1), 0],
    ['reversed score', score(1, 2), result(2, 1), 0],
    ['match not finalised', score(1, 0), result(null, null), null],
    ['only one final score set', score(1, 0), result(1, null), null],
    ['cards 1 right', cards('1'), result(1, 0, { cards: '1' }), 40],
    ['cards X against a draw of cards', cards('X'), result(1, 1, { cards: 'X' }), 40],
    ['cards X wrong', cards('X'), result(1, 1, { cards: '2' }), 0],
    ['cards not recorded', cards('1'), result(1, 0, { cards: null }), null],
    ['corners 2 right', corners('2'), result(0, 3, { corners: '2' }), 40],
    ['corners wrong', corners('1'), result(0, 3, { corners: 'X' }), 0],
    ['corners not recorded', corners('X'), result(0, 0), null],
    ['cards while the match is unfinished', cards('1'), result(null, null, { cards: '1' }), null],
  ])('%s', (_, p, r, expected) => {
    expect(scorePrediction(p, r)).toBe(expected);
  });
});

describe('the 1/X/2 encoding', () => {
  test.each([
    ['1', { team1: 1, team2: 0 }],
    ['X', { team1: 0, team2: 0 }],
    ['2', { team1: 0, team2: 1 }],
  ] as const)('%s', (pick, encoded) => {
    expect(encodePick(pick)).toEqual(encoded);
    expect(pickOf(encoded)).toBe(pick);
  });
  test('score outcome', () => {
    expect([outcomeOfScore(2, 1), outcomeOfScore(0, 0), outcomeOfScore(0, 4)]).toEqual(['1', 'X', '2']);
  });
});

describe('favourite-team bonus', () => {
  const base = { team1Id: 10, team2Id: 20, predicted: true };
  test.each([
    ['home favourite wins', { favTeamId: 10, result: result(2, 0) }, 30],
    ['away favourite wins', { favTeamId: 20, result: result(0, 1) }, 30],
    ['favourite loses', { favTeamId: 10, result: result(0, 1) }, 0],
    ['favourite draws', { favTeamId: 20, result: result(1, 1) }, 0],
    ['favourite did not play', { favTeamId: 30, result: result(3, 0) }, 0],
    ['no favourite team', { favTeamId: null, result: result(3, 0) }, 0],
    ['not finalised', { favTeamId: 10, result: result(null, null) }, 0],
  ])('%s', (_, args, expected) => {
    expect(favouriteBonus({ ...base, ...args })).toBe(expected);
  });
  test('no prediction on the match, no bonus', () => {
    expect(favouriteBonus({ ...base, predicted: false, favTeamId: 10, result: result(2, 0) })).toBe(0);
  });
});
