import { expect, test } from 'vitest';
import { placeWithPoints } from './place-rules.ts';

test.each([
  ['points above 0', 3, 120, 3],
  ['points below 0 (an adjustment): still a place, below everyone at 0', 31, -50, 31],
  ['no points yet: the place shared by everyone at 0 is not shown', 30, 0, null],
  ['not ranked (an admin)', null, 100, null],
  ['no rank answered', undefined, 100, null],
])('%s', (_, rank, points, expected) => {
  expect(placeWithPoints(rank, points)).toBe(expected);
});
