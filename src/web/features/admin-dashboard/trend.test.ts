import { expect, test } from 'vitest';
import { formatTrend, trendDirection } from './trend.ts';

test.each([
  [12.5, '+12,5%', 'up'],
  [-3, '-3,0%', 'down'],
  [0, '0,0%', 'flat'],
  [150, '+150,0%', 'up'],
] as const)('%d reads %s', (value, text, direction) => {
  expect(formatTrend(value).replace('\u2212', '-')).toBe(text);
  expect(trendDirection(value)).toBe(direction);
});
