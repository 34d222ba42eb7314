import { expect, test } from 'vitest';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { wallTimeMessages } from '../../../domain/wall-time.ts';
import { wallTimeTexts } from '../../components/admin/wall-time.ts';
import { defaultsOf, formSchemaFor, halfScoreField, toMatchPayload } from './match-form-values.ts';
import type { AdminMatch } from './matches.api.ts';

const typed = {
  ...defaultsOf(null),
  team1: 'a'.repeat(24),
  team2: 'b'.repeat(24),
  round: 'r'.repeat(24),
  date: '2026-10-15T20:30',
};
const issuesOf = (values: object, match: AdminMatch | null = null) =>
  (formSchemaFor(match).safeParse(values).error?.issues ?? []).map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));

test('a score is both numbers or neither: 2 and empty is refused under the empty field', () => {
  expect(issuesOf({ ...typed, team1_finalScore: '2' })).toEqual([
    { path: 'team2_finalScore', message: matchMessages.scoreWhole },
  ]);
  expect(issuesOf({ ...typed, team2_finalScore: '0' })).toEqual([
    { path: 'team1_finalScore', message: matchMessages.scoreWhole },
  ]);
  expect(issuesOf({ ...typed, team1_finalScore: '2', team2_finalScore: '1' })).toEqual([]);
  expect(issuesOf(typed)).toEqual([]);
  expect(halfScoreField({ team1_finalScore: ' ', team2_finalScore: '3' })).toBe('team1_finalScore');
  expect(halfScoreField({ team1_finalScore: '', team2_finalScore: '' })).toBeNull();
});

test('a kickoff in the spring gap is refused under the date, naming the hour', () => {
  expect(issuesOf({ ...typed, date: '2027-03-28T03:30' })).toEqual([
    { path: 'date', message: wallTimeMessages.gap('2027-03-28T03:30', { from: '03:00', to: '04:00' }) },
  ]);
});

test('a kickoff in the repeated hour needs its choice, and the payload sends the instant chosen', () => {
  const autumn = { ...typed, date: '2027-10-31T03:30' };
  expect(issuesOf(autumn)).toEqual([{ path: 'date_fold', message: wallTimeTexts.chooseFold }]);
  const later = formSchemaFor(null).parse({ ...autumn, date_fold: 'later' });
  expect(toMatchPayload(later, null).date).toBe('2027-10-31T01:30:00.000Z');
  const earlier = formSchemaFor(null).parse({ ...autumn, date_fold: 'earlier' });
  expect(toMatchPayload(earlier, null).date).toBe('2027-10-31T00:30:00.000Z');
});

test('an ordinary kickoff is sent as the instant of its Bucharest wall-clock time', () => {
  expect(toMatchPayload(formSchemaFor(null).parse(typed), null)).toMatchObject({
    date: '2026-10-15T17:30:00.000Z',
    team1_finalScore: null,
    team2_finalScore: null,
  });
});
