import { describe, expect, test } from 'vitest';
import { mergeKnown, providerResult, resultKey, roundNameOf } from './results-import.ts';

describe('the provider round as ours', () => {
  test.each([
    ['Regular Season - 12', 'Etapa 12'],
    ['Regular Season - 03', 'Etapa 3'],
    ['Championship Round - 2', 'Play-off - Etapa 2'],
    ['Relegation Round - 5', 'Play-out - Etapa 5'],
    ['Final', 'Final'],
    ['  ', 'Etapă fără nume'],
  ])('%s → %s', (from, to) => expect(roundNameOf(from)).toBe(to));
});

describe('a finished fixture as a result', () => {
  const side = (yellow: number | null, red: number | null, corners: number | null) => ({ yellow, red, corners });
  test('cards count yellow and red, corners by side, 1/X/2 by who had more', () => {
    expect(providerResult({ home: 2, away: 1 }, { home: side(3, 1, 4), away: side(2, 0, 9) })).toEqual({
      team1: 2,
      team2: 1,
      cards: '1',
      corners: '2',
    });
    expect(providerResult({ home: 0, away: 0 }, { home: side(2, 0, 5), away: side(1, 1, 5) })).toMatchObject({
      cards: 'X',
      corners: 'X',
    });
  });
  test('without statistics (or with a count missing) cards and corners stay unknown', () => {
    expect(providerResult({ home: 1, away: 1 }, null)).toEqual({ team1: 1, team2: 1, cards: null, corners: null });
    expect(providerResult({ home: 1, away: 1 }, { home: side(1, null, 3), away: side(1, 0, null) })).toMatchObject({
      cards: null,
      corners: null,
    });
  });
  test('an unknown field keeps the stored value; the key names every field', () => {
    const stored = { team1: 1, team2: 0, cards: '2' as const, corners: '1' as const };
    const merged = mergeKnown(stored, { team1: 2, team2: 0, cards: null, corners: 'X' });
    expect(merged).toEqual({ team1: 2, team2: 0, cards: '2', corners: 'X' });
    expect(resultKey(merged)).toBe('2-0|2|X');
    expect(resultKey({ team1: 1, team2: 1, cards: null, corners: null })).toBe('1-1||');
  });
});
