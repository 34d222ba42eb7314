import { expect, test } from 'vitest';
import { hasStarted, isPredictionOpen, predictionDeadline } from './deadline.ts';

const kickoff = '2026-10-25T12:00:00.000Z';

test.each([
  ['three hours before', '2026-10-25T09:00:00.000Z', true],
  ['one minute before the deadline', '2026-10-25T09:59:00.000Z', true],
  ['exactly at the deadline', '2026-10-25T10:00:00.000Z', false],
  ['one hour before kickoff', '2026-10-25T11:00:00.000Z', false],
  ['after kickoff', '2026-10-25T13:00:00.000Z', false],
])('prediction window %s', (_, now, open) => {
  expect(isPredictionOpen(kickoff, new Date(now))).toBe(open);
});

test('the deadline is two real hours before kickoff, across the October DST change', () => {
  // 25 Oct 2026, 04:00 Bucharest summer time becomes 03:00 winter time (01:00 UTC).
  expect(predictionDeadline('2026-10-25T02:30:00.000Z').toISOString()).toBe('2026-10-25T00:30:00.000Z');
});

test('the deadline across the March DST change', () => {
  // 29 Mar 2026, 03:00 Bucharest winter time becomes 04:00 summer time (01:00 UTC).
  expect(predictionDeadline('2026-03-29T02:00:00.000Z').toISOString()).toBe('2026-03-29T00:00:00.000Z');
});

test('a match has started when its kickoff is not in the future', () => {
  expect(hasStarted(kickoff, new Date(kickoff))).toBe(true);
  expect(hasStarted(kickoff, new Date('2026-10-25T11:59:59.000Z'))).toBe(false);
});
