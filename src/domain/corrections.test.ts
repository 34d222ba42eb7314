import { describe, expect, test } from 'vitest';
import { correctsStoredResult, type ResultState, sameResult } from './corrections.ts';

const none: ResultState = { team1: null, team2: null, cards: null, corners: null };
const full: ResultState = { team1: 2, team2: 1, cards: 'X', corners: '1' };

describe('correctsStoredResult', () => {
  test('a first result is not a correction', () => {
    expect(correctsStoredResult(none, full)).toBe(false);
  });
  test('filling in an unknown field is not a correction', () => {
    expect(correctsStoredResult({ ...full, cards: null }, full)).toBe(false);
  });
  test('changing a known value is a correction', () => {
    expect(correctsStoredResult(full, { ...full, team2: 2 })).toBe(true);
    expect(correctsStoredResult(full, { ...full, corners: '2' })).toBe(true);
  });
  test('clearing a known value is a correction', () => {
    expect(correctsStoredResult(full, { ...full, cards: null })).toBe(true);
    expect(correctsStoredResult(full, none)).toBe(true);
  });
  test('the same result again is not a correction', () => {
    expect(correctsStoredResult(full, { ...full })).toBe(false);
    expect(sameResult(full, { ...full })).toBe(true);
    expect(sameResult(full, { ...full, team1: 3 })).toBe(false);
  });
});
