import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { leagueCreateShape, leagueUpdateShape } from './league.schemas.ts';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH, leagueNameProblem } from './league-rules.ts';

const table: [string, string, string | null][] = [
  ['empty', '', 'Completează numele ligii.'],
  ['only spaces', '   ', 'Completează numele ligii.'],
  ['a tab and a line break', '\t\n', 'Completează numele ligii.'],
  ['one letter', 'a', 'Numele ligii trebuie să aibă cel puțin 3 caractere.'],
  ['2 letters once trimmed', '  ab  ', 'Numele ligii trebuie să aibă cel puțin 3 caractere.'],
  ['3 letters', 'abc', null],
  ['3 letters with spaces around', '  abc  ', null],
  ['40 letters', 'x'.repeat(LEAGUE_NAME_MAX_LENGTH), null],
  ['41 letters', 'x'.repeat(LEAGUE_NAME_MAX_LENGTH + 1), 'Numele ligii poate avea cel mult 40 de caractere.'],
  ['diacritics', 'Șoimii din Țară', null],
];

describe("a league's name", () => {
  test('the limits', () => {
    expect([LEAGUE_NAME_MIN_LENGTH, LEAGUE_NAME_MAX_LENGTH]).toEqual([3, 40]);
  });

  test.each(table)('%s → %j', (_, name, expected) => {
    expect(leagueNameProblem(name)).toBe(expected);
  });

  // The server's schemas (create and rename) refuse the same names with the same one message.
  const create = z.object(leagueCreateShape);
  const update = z.object(leagueUpdateShape);
  test.each(table)('the server agrees: %s', (_, name, expected) => {
    for (const schema of [create, update]) {
      const result = schema.safeParse({ name });
      expect(result.success ? null : result.error.issues.map((i) => i.message)).toEqual(expected && [expected]);
    }
  });

  test('a name that is missing or not text is the missing name', () => {
    for (const name of [undefined, null, 5]) {
      const result = create.safeParse({ name });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Completează numele ligii.']);
    }
  });
});
