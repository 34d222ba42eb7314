import { expect, test } from 'vitest';
import { formatRemaining } from './remaining-time.ts';

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const day = 24 * h;

test.each([
  ['over', 0, null],
  ['past', -5 * s, null],
  ['not a number', Number.NaN, null],
  ['under a second rounds up', 400, 'Mai ai 1 s'],
  ['seconds only', 42 * s, 'Mai ai 42 s'],
  ['minutes', 3 * min + 5 * s, 'Mai ai 3 min 05 s'],
  ['hours', 2 * h + 0 * min + 9 * s, 'Mai ai 2 h 00 min 09 s'],
  ['one day', day + 3 * h + 12 * min + 5 * s, 'Mai ai 1 zi 3 h 12 min 05 s'],
  ['two days', 2 * day, 'Mai ai 2 zile 0 h 00 min 00 s'],
  ['twenty days', 20 * day + h, 'Mai ai 20 de zile 1 h 00 min 00 s'],
])('%s', (_, ms, expected) => {
  expect(formatRemaining(ms)).toBe(expected);
});
