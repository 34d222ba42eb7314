import { describe, expect, test } from 'vitest';
import type { PredictionType } from '../../../domain/scoring.ts';
import {
  emptyFormValues,
  formatPrediction,
  missingCategories,
  predictionsByMatch,
  toPredictionInputs,
} from '../../components/prediction-categories.ts';

const made = (...types: PredictionType[]) => types.map((type) => ({ type }));

describe('missingCategories', () => {
  test.each([
    ['nothing predicted', made(), ['score', 'cards', 'corners']],
    ['score only', made('score'), ['cards', 'corners']],
    ['cards and corners', made('corners', 'cards'), ['score']],
    ['all three', made('cards', 'score', 'corners'), []],
    ['a duplicate does not count twice', made('score', 'score'), ['cards', 'corners']],
  ])('%s', (_, predictions, expected) => {
    expect(missingCategories(predictions)).toEqual(expected);
  });
});

test('predictionsByMatch groups by the match documentId and skips those without one', () => {
  const grouped = predictionsByMatch([
    { type: 'score', match: { documentId: 'a' } },
    { type: 'cards', match: { documentId: 'b' } },
    { type: 'corners', match: { documentId: 'a' } },
    { type: 'corners' },
  ]);
  expect([...grouped.keys()]).toEqual(['a', 'b']);
  expect(grouped.get('a')?.map((p) => p.type)).toEqual(['score', 'corners']);
});

test.each([
  [{ type: 'score' as const, team1: 2, team2: 1 }, '2 - 1'],
  [{ type: 'score' as const, team1: 0, team2: 0 }, '0 - 0'],
  [{ type: 'cards' as const, team1: 1, team2: 0 }, '1'],
  [{ type: 'corners' as const, team1: 0, team2: 0 }, 'X'],
  [{ type: 'corners' as const, team1: 0, team2: 1 }, '2'],
])('formatPrediction %o reads %s', (p, expected) => {
  expect(formatPrediction(p)).toBe(expected);
});

describe('toPredictionInputs', () => {
  const all: PredictionType[] = ['score', 'cards', 'corners'];

  test('everything filled sends three predictions, picks encoded', () => {
    expect(toPredictionInputs({ team1Goals: '2', team2Goals: '0', cards: 'X', corners: '2' }, all)).toEqual([
      { type: 'score', team1: 2, team2: 0 },
      { type: 'cards', team1: 0, team2: 0 },
      { type: 'corners', team1: 0, team2: 1 },
    ]);
  });

  test('the score goes only when both goal inputs are filled', () => {
    expect(toPredictionInputs({ ...emptyFormValues, team1Goals: '1' }, all)).toEqual([]);
    expect(toPredictionInputs({ ...emptyFormValues, team1Goals: '0', team2Goals: '0' }, all)).toEqual([
      { type: 'score', team1: 0, team2: 0 },
    ]);
  });

  test('a category already predicted is not sent again', () => {
    expect(toPredictionInputs({ team1Goals: '3', team2Goals: '1', cards: '1', corners: '1' }, ['corners'])).toEqual([
      { type: 'corners', team1: 1, team2: 0 },
    ]);
  });

  test('an empty form sends nothing', () => {
    expect(toPredictionInputs(emptyFormValues, all)).toEqual([]);
  });
});
