import { expect, test } from 'vitest';
import { wallTimeMessages } from '../../../domain/wall-time.ts';
import { checkWallTime, foldOf, wallTimeInstant, wallTimeIssues, wallTimeTexts } from './wall-time.ts';

const paths = { time: ['date'], fold: ['date_fold'] };

test('a kickoff in the spring gap is refused, naming the hour that does not exist', () => {
  const check = checkWallTime('2027-03-28T03:30', '');
  expect(check).toEqual({
    kind: 'gap',
    message:
      'Ora 03:30 din 28.03.2027 nu există în România: la trecerea la ora de vară ceasul sare de la 03:00 direct la 04:00. Alege altă oră.',
  });
  expect(wallTimeIssues('2027-03-28T03:30', '', paths)).toEqual([
    { path: ['date'], message: (check as { message: string }).message },
  ]);
  // Before the fix it was sent as 04:30; now nothing is sent.
  expect(wallTimeInstant('2027-03-28T03:30', '')).toBeNull();
});

test("the autumn's repeated hour asks which of the two, and gives the instant chosen", () => {
  const check = checkWallTime('2027-10-31T03:30', '');
  expect(check).toEqual({
    kind: 'repeated',
    question: wallTimeMessages.repeated('2027-10-31T03:30', { from: '04:00', to: '03:00' }),
    at: null,
  });
  expect(wallTimeIssues('2027-10-31T03:30', '', paths)).toEqual([
    { path: ['date_fold'], message: wallTimeTexts.chooseFold },
  ]);
  expect(wallTimeInstant('2027-10-31T03:30', 'earlier')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  expect(wallTimeInstant('2027-10-31T03:30', 'later')?.toISOString()).toBe('2027-10-31T01:30:00.000Z');
  expect(wallTimeIssues('2027-10-31T03:30', 'later', paths)).toEqual([]);
});

test('any other time is read once; the fold does not matter', () => {
  expect(wallTimeInstant('2027-10-31T20:30', '')?.toISOString()).toBe('2027-10-31T18:30:00.000Z');
  expect(wallTimeInstant('2027-10-31T20:30', 'earlier')?.toISOString()).toBe('2027-10-31T18:30:00.000Z');
  expect(wallTimeInstant('2027-07-01T20:30', '')?.toISOString()).toBe('2027-07-01T17:30:00.000Z');
  expect(checkWallTime('?31.02.2027 20:30', '')).toEqual({ kind: 'unreadable' });
  expect(wallTimeIssues('?31.02.2027 20:30', '', paths)).toEqual([]);
});

test('a stored kickoff in the repeated hour opens with its own fold chosen', () => {
  expect(foldOf('2027-10-31T00:30:00.000Z')).toBe('earlier');
  expect(foldOf('2027-10-31T01:30:00.000Z')).toBe('later');
  expect(foldOf('2027-10-31T18:30:00.000Z')).toBe('');
});
