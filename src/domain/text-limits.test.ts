import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { announcementMessages, announcementSlugSchema, announcementTitleSchema } from './announcement.schemas.ts';
import { commentFields, postFields } from './community.schemas.ts';
import { commentTextRule, postTextRule } from './community-rules.ts';
import {
  ANNOUNCEMENT_SLUG_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  COMMENT_TEXT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EXPECTED_RESULT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  POST_TEXT_MAX_LENGTH,
  ROUND_NAME_MAX_LENGTH,
  SOCIAL_URL_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  WINNER_PRIZE_MAX_LENGTH,
} from './limits.ts';
import { authMessages } from './messages.ts';
import {
  emailSchema,
  passwordSchema,
  registrationMessages,
  socialUrlSchema,
  usernameSchema,
} from './registration.schemas.ts';
import { roundMessages, roundNameSchema, winnerPrizeSchema } from './round.schemas.ts';
import { expectedResultSchema, slipMessages } from './slips.schemas.ts';
import { teamMessages, teamNameSchema } from './team.schemas.ts';
import { cleanLine, cutTo, maxLengthHint, tooLongMessage } from './text-limits.ts';
import { optionalPasswordSchema } from './user-admin.schemas.ts';

const email = (n: number) => `${'a'.repeat(n - '@x.ro'.length)}@x.ro`;
const url = (n: number) => `https://x.ro/${'a'.repeat(n - 'https://x.ro/'.length)}`;

// Every text with a limit: the longest accepted value, and one character more refused with its Romanian message.
describe.each([
  ['team name', teamNameSchema, TEAM_NAME_MAX_LENGTH, (n: number) => 'x'.repeat(n), teamMessages.nameTooLong],
  ['round name', roundNameSchema, ROUND_NAME_MAX_LENGTH, (n: number) => 'x'.repeat(n), roundMessages.nameTooLong],
  ['prize', winnerPrizeSchema, WINNER_PRIZE_MAX_LENGTH, (n: number) => 'x'.repeat(n), roundMessages.winnerPrizeTooLong],
  [
    'announcement title',
    announcementTitleSchema,
    ANNOUNCEMENT_TITLE_MAX_LENGTH,
    (n: number) => 'x'.repeat(n),
    announcementMessages.titleTooLong,
  ],
  [
    'announcement slug',
    announcementSlugSchema,
    ANNOUNCEMENT_SLUG_MAX_LENGTH,
    (n: number) => 'x'.repeat(n),
    announcementMessages.slugTooLong,
  ],
  [
    'expected result',
    expectedResultSchema,
    EXPECTED_RESULT_MAX_LENGTH,
    (n: number) => 'x'.repeat(n),
    slipMessages.expectedResultTooLong,
  ],
  ['username', usernameSchema, USERNAME_MAX_LENGTH, (n: number) => 'x'.repeat(n), registrationMessages.usernameLength],
  ['e-mail', emailSchema, EMAIL_MAX_LENGTH, email, authMessages.invalidEmail],
  ['password', passwordSchema, PASSWORD_MAX_LENGTH, (n: number) => 'x'.repeat(n), registrationMessages.passwordTooLong],
  [
    'password on edit',
    optionalPasswordSchema,
    PASSWORD_MAX_LENGTH,
    (n: number) => 'x'.repeat(n),
    registrationMessages.passwordTooLong,
  ],
  ['social link', socialUrlSchema, SOCIAL_URL_MAX_LENGTH, url, registrationMessages.invalidUrl],
  ['post text', postFields.text, POST_TEXT_MAX_LENGTH, (n: number) => 'x'.repeat(n), postTextRule.tooLong],
  ['comment text', commentFields.text, COMMENT_TEXT_MAX_LENGTH, (n: number) => 'x'.repeat(n), commentTextRule.tooLong],
] as [string, z.ZodType, number, (n: number) => string, string][])('%s', (_, schema, max, value, message) => {
  test(`${max} characters pass`, () => {
    expect(value(max)).toHaveLength(max);
    expect(schema.safeParse(value(max)).success).toBe(true);
  });
  test(`${max + 1} are refused with the Romanian message, not cut`, () => {
    const result = schema.safeParse(value(max + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

describe('the texts of a limit', () => {
  test.each([
    [20, 'Maximum 20 de caractere.'],
    [100, 'Maximum 100 de caractere.'],
    [190, 'Maximum 190 de caractere.'],
    [101, 'Maximum 101 caractere.'],
    [119, 'Maximum 119 caractere.'],
    [1000, 'Maximum 1.000 de caractere.'],
  ])('hint for %i', (max, hint) => expect(maxLengthHint(max)).toBe(hint));

  test('refusal', () => {
    expect(tooLongMessage('Numele echipei', 100)).toBe('Numele echipei poate avea cel mult 100 de caractere.');
    expect(teamMessages.nameTooLong).toBe('Numele echipei poate avea cel mult 100 de caractere.');
  });
});

describe('names are cleaned the same wherever they come from (cleanLine)', () => {
  const BIDI = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
  ];
  test('every bidirectional control, C0 and C1 control, DEL, zero-width space and BOM is removed', () => {
    const unseen = [...BIDI, '\u0000', '\u0007', '\u001B', '\u007F', '\u0080', '\u009F', '\u200B', '\uFEFF'];
    expect(cleanLine(`F${unseen.join('')}CSB`)).toBe('FCSB');
    expect(cleanLine(' Oțelul\tGalați\r\n')).toBe('Oțelul Galați');
    expect(cleanLine('Ștefan\u2028cel Mare')).toBe('Ștefan cel Mare');
  });

  test("the admin's team and round names go through it: a bidi control never reaches the database", () => {
    expect(teamNameSchema.parse('\u202EFCSB\u202C')).toBe('FCSB');
    expect(roundNameSchema.parse('\u2067Etapa 3\u2069')).toBe('Etapa 3');
    // Only controls: nothing is left, and the name is required.
    expect(teamNameSchema.safeParse('\u202E\u200F').error?.issues[0].message).toBe(teamMessages.nameRequired);
    // The limit counts what is kept: 100 letters among controls are accepted.
    expect(teamNameSchema.parse(`\u202E${'x'.repeat(TEAM_NAME_MAX_LENGTH)}\u202C`)).toHaveLength(TEAM_NAME_MAX_LENGTH);
  });

  test('cutTo keeps at most the limit, never half of a surrogate pair', () => {
    expect(cutTo('abc', 5)).toBe('abc');
    expect(cutTo('abcdef', 3)).toBe('abc');
    expect(cutTo('ab😀', 3)).toBe('ab');
  });
});
