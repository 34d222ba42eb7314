import { describe, expect, test } from 'vitest';
import { ROUND_NAME_MAX_LENGTH, TEAM_NAME_MAX_LENGTH } from './limits.ts';
import {
  logoOf,
  lookKey,
  mergeKnown,
  providerResult,
  resultKey,
  roundNameOf,
  statisticsDue,
  teamNameOf,
} from './results-import.ts';
import { teamNameSchema } from './team.schemas.ts';

describe('the provider round as ours', () => {
  test.each([
    ['Regular Season - 12', 'Etapa 12'],
    ['Regular Season - 03', 'Etapa 3'],
    ['Championship Round - 2', 'Play-off - Etapa 2'],
    ['Relegation Round - 5', 'Play-out - Etapa 5'],
    ['Final', 'Final'],
    ['  ', 'Etapă fără nume'],
    ['Regular\u202E Season - 12\u0007', 'Etapa 12'],
    ['\u2066Final\u2069\nTur', 'Final Tur'],
    ['\u202E\u200F', 'Etapă fără nume'],
  ])('%s → %s', (from, to) => expect(roundNameOf(from)).toBe(to));

  test('a round name the provider makes long is cut to the limit of ours', () => {
    expect(roundNameOf(`Cupa ${'x'.repeat(300)}`)).toHaveLength(ROUND_NAME_MAX_LENGTH);
  });
});

describe("the provider's texts, cleaned and limited as an admin's", () => {
  test('team names: bidirectional and control characters removed, cut to 100 characters', () => {
    expect(teamNameOf('\u202EFCSB\u202C')).toBe('FCSB');
    expect(teamNameOf('CFR\u200E Cluj\u0000\u009B')).toBe('CFR Cluj');
    expect(teamNameOf('Rapid\r\nBucurești\t')).toBe('Rapid București');
    const long = teamNameOf(`${'Ș'.repeat(150)}`);
    expect(long).toHaveLength(TEAM_NAME_MAX_LENGTH);
    // Never half of a surrogate pair at the cut.
    expect(teamNameOf(`${'x'.repeat(99)}😀😀`)).toBe('x'.repeat(99));
    // The same name through the admin's schema: the same text, and within its limit.
    for (const raw of ['\u202EFCSB\u202C', `${'Ș'.repeat(150)}`, '\u2067Dinamo\u2069 '])
      expect(teamNameSchema.safeParse(teamNameOf(raw)).data).toBe(teamNameOf(raw));
    expect(teamNameOf('\u202E\u0007 ')).toBe('');
  });

  test('logos: an http(s) address of at most 500 characters, else none', () => {
    expect(logoOf('https://media.api-sports.io/football/teams/559.png')).toBe(
      'https://media.api-sports.io/football/teams/559.png',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x.png',
      `https://x.ro/${'a'.repeat(500)}`,
      'https://',
    ])
      expect(logoOf(bad), bad).toBe('');
    expect(logoOf('\u202Ehttps://x.ro/a.png')).toBe('https://x.ro/a.png');
  });
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

describe('when statistics are asked again', () => {
  const kickoff = new Date('2025-10-18T17:00:00Z');
  const hours = (h: number) => new Date(kickoff.getTime() + h * 3_600_000);
  const complete = { team1: 2, team2: 1, cards: '1' as const, corners: '2' as const };
  const noStats = { ...complete, cards: null, corners: null };
  const goals = { home: 2, away: 1 };
  const due = (stored: typeof complete | typeof noStats, at: number, checkedAt: number | null) =>
    statisticsDue({
      stored,
      goals,
      kickoff,
      now: hours(at),
      checked: {
        at: checkedAt === null ? null : hours(checkedAt),
        key: checkedAt === null ? null : lookKey(goals, stored),
      },
    });

  test('a score of the provider that differs from ours asks at once when their score or our result moved since the last look', () => {
    const moved = { home: 2, away: 2 };
    expect(lookKey(moved, complete)).toBe('2-2|2-1|1|2');
    const ask = (key: string | null, at = 500) =>
      statisticsDue({ stored: complete, goals: moved, kickoff, now: hours(at), checked: { at: hours(at - 1), key } });
    // Their score moved since (they said 2-1, as we have), or ours did (an admin typed another score): at once.
    expect(ask(lookKey(goals, complete))).toBe(true);
    expect(ask(lookKey(moved, { ...complete, team1: 3, team2: 0 }))).toBe(true);
    expect(ask(null)).toBe(true);
    // Nothing moved since the difference was seen (it waits for the back office): every 6 hours for 3 days.
    expect(ask(lookKey(moved, complete))).toBe(false);
    expect(ask(lookKey(moved, complete), 9)).toBe(false);
    const waited = statisticsDue({
      stored: complete,
      goals: moved,
      kickoff,
      now: hours(9),
      checked: { at: hours(2), key: lookKey(moved, complete) },
    });
    expect(waited).toBe(true);
  });

  test('missing cards or corners: every poll in the three days after kickoff, then once a day', () => {
    expect(due(noStats, 3, 2.99)).toBe(true);
    expect(due(noStats, 71, 70.9)).toBe(true);
    expect(due(noStats, 100, 90)).toBe(false);
    expect(due(noStats, 100, 76)).toBe(true);
    expect(due(noStats, 400, null)).toBe(true);
  });

  test('a complete result: every 6 hours in those three days, never after', () => {
    expect(due(complete, 3, null)).toBe(true);
    expect(due(complete, 8, 3)).toBe(false);
    expect(due(complete, 9, 3)).toBe(true);
    expect(due(complete, 72, 60)).toBe(true);
    expect(due(complete, 73, 60)).toBe(false);
    // A season's old results are not all asked again at once after an upgrade.
    expect(due(complete, 400, null)).toBe(false);
  });
});
