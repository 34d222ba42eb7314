import { expect, test } from 'vitest';
import { resultIfFinal } from './live.ts';
import { scorePrediction } from './scoring.ts';

const live = (
  h: number,
  a: number,
  cards: [number, number] | null = null,
  corners: [number, number] | null = null,
) => ({
  homeGoals: h,
  awayGoals: a,
  homeCards: cards?.[0] ?? null,
  awayCards: cards?.[1] ?? null,
  homeCorners: corners?.[0] ?? null,
  awayCorners: corners?.[1] ?? null,
});

test.each([
  [
    'goals as they stand, cards and corners unknown',
    live(2, 1),
    { team1Goals: 2, team2Goals: 1, cards: null, corners: null },
  ],
  [
    'more home cards: 1; level corners: X',
    live(0, 0, [3, 1], [4, 4]),
    { team1Goals: 0, team2Goals: 0, cards: '1', corners: 'X' },
  ],
  ['more away corners: 2', live(1, 3, [0, 0], [2, 7]), { team1Goals: 1, team2Goals: 3, cards: 'X', corners: '2' }],
])('%s', (_, state, expected) => expect(resultIfFinal(state)).toEqual(expected));

test('scored by the game’s own function, as if the match ended now', () => {
  const result = resultIfFinal(live(2, 1, [3, 1]));
  expect(scorePrediction({ type: 'score', team1: 2, team2: 1 }, result)).toBe(100);
  expect(scorePrediction({ type: 'cards', team1: 1, team2: 0 }, result)).toBe(40);
  expect(scorePrediction({ type: 'corners', team1: 0, team2: 0 }, result)).toBeNull();
});
