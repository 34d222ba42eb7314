import { expect, test } from 'vitest';
import { rebaseValues } from './rebase.ts';

// Tab B opened a match at 20:30 with no result; tab A then moved the kickoff to 21:45 and saved 2-1. B had changed
// only the corners. After B's reload, B's form holds A's kickoff and result, and B's corners.
const opened = { date: '2026-10-15T20:30', score1: '', score2: '', corners: '', picks: [{ odd: '1,50' }] };
const typedByB = { ...opened, corners: '1' };
const storedByA = { ...opened, date: '2026-10-15T21:45', score1: '2', score2: '1' };

test("the stored values come in; the fields the admin changed keep the admin's value", () => {
  const r = rebaseValues(opened, typedByB, storedByA);
  expect(r.values).toEqual({ ...storedByA, corners: '1' });
  expect(r.stored).toEqual(storedByA);
  expect(r.theirs).toEqual(['date', 'score1', 'score2']);
  expect(r.both).toEqual([]);
});

test("a field both changed keeps the admin's value and is named; the same value on both sides is no clash", () => {
  const typed = { ...opened, date: '2026-10-15T22:00', score1: '2' };
  const r = rebaseValues(opened, typed, storedByA);
  expect(r.values.date).toBe('2026-10-15T22:00');
  expect(r.values.score1).toBe('2');
  expect(r.values.score2).toBe('1');
  expect(r.theirs).toEqual(['date', 'score1', 'score2']);
  expect(r.both).toEqual(['date']);
});

test('a list of picks is one field: changed by the admin it stays whole', () => {
  const typed = { ...opened, picks: [{ odd: '1,50' }, { odd: '2,10' }] };
  const stored = { ...opened, picks: [{ odd: '1,75' }] };
  const r = rebaseValues(opened, typed, stored);
  expect(r.values.picks).toEqual(typed.picks);
  expect(r.both).toEqual(['picks']);
  expect(rebaseValues(opened, opened, stored).values.picks).toEqual(stored.picks);
});

test('nothing changed on either side: the form stays as it is, nothing named', () => {
  expect(rebaseValues(opened, opened, opened)).toEqual({ values: opened, stored: opened, theirs: [], both: [] });
});
