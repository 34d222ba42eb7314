import { describe, expect, test } from 'vitest';
import {
  dailySlipCreateSchema,
  dailySlipUpdateSchema,
  roundSlipCreateSchema,
  roundSlipUpdateSchema,
  slipMessages,
} from './slips.schemas.ts';

const ROUND = 'r'.repeat(24);
const M1 = 'a'.repeat(24);
const M2 = 'b'.repeat(24);
const T1 = 'c'.repeat(24);
const T2 = 'd'.repeat(24);

const roundPick = (extra: Record<string, unknown> = {}) => ({
  expectedResult: '1',
  odd: 1.85,
  matches: { connect: [M1] },
  ...extra,
});
const dailyPick = (extra: Record<string, unknown> = {}) => ({
  expectedResult: 'GG',
  odd: 2.1,
  team1Id: T1,
  team2Id: T2,
  match_date: '2026-11-20T18:00:00.000Z',
  ...extra,
});
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? 'ok' : r.error?.issues[0].message;

describe('round slip create', () => {
  const create = (data: Record<string, unknown>) =>
    firstMessage(roundSlipCreateSchema.safeParse({ round: { connect: [ROUND] }, predictions: [roundPick()], ...data }));

  test.each([
    ['a valid slip', {}, 'ok'],
    ['the round as a documentId', { round: ROUND }, 'ok'],
    ['the round as {documentId}', { round: { documentId: ROUND } }, 'ok'],
    ['a status', { won: true }, 'ok'],
    ['no round', { round: undefined }, 'Alege etapa.'],
    ['an empty connect', { round: { connect: [] } }, 'Alege etapa.'],
    ['a malformed round', { round: 'abc' }, slipMessages.roundInvalid],
    ['no predictions', { predictions: [] }, slipMessages.predictionsRequired],
    ['predictions not a list', { predictions: 'x' }, slipMessages.predictionsRequired],
    ['31 predictions', { predictions: Array(31).fill(roundPick()) }, slipMessages.predictionsMax],
    ['the same match twice', { predictions: [roundPick(), roundPick({ odd: 2 })] }, slipMessages.matchTwice],
    ['two different matches', { predictions: [roundPick(), roundPick({ matches: [M2] })] }, 'ok'],
    ['an odd below 1', { predictions: [roundPick({ odd: 0.99 })] }, 'Cota minimă este 1.'],
    ['an odd of exactly 1', { predictions: [roundPick({ odd: 1 })] }, 'ok'],
    ['an odd of 1000', { predictions: [roundPick({ odd: 1000 })] }, 'ok'],
    ['an odd over 1000', { predictions: [roundPick({ odd: 1000.01 })] }, slipMessages.oddMax],
    ['an odd of 3 decimals', { predictions: [roundPick({ odd: 1.234 })] }, slipMessages.oddStep],
    ['an odd as a string', { predictions: [roundPick({ odd: '1.85' })] }, slipMessages.oddNumber],
    ['a NaN odd', { predictions: [roundPick({ odd: Number.NaN })] }, slipMessages.oddNumber],
    ['an infinite odd', { predictions: [roundPick({ odd: Number.POSITIVE_INFINITY })] }, slipMessages.oddNumber],
    [
      'an empty expected result',
      { predictions: [roundPick({ expectedResult: '  ' })] },
      'Completează rezultatul așteptat.',
    ],
    [
      'a long expected result',
      { predictions: [roundPick({ expectedResult: 'x'.repeat(21) })] },
      slipMessages.expectedResultTooLong,
    ],
    ['no match', { predictions: [roundPick({ matches: undefined })] }, 'Alege meciul.'],
    ['two matches in one pick', { predictions: [roundPick({ matches: [M1, M2] })] }, slipMessages.oneMatchPerPick],
    ['an unknown key in a pick', { predictions: [roundPick({ points: 1 })] }, 'Invalid key points'],
    ['a status that is not a boolean', { won: 'true' }, slipMessages.statusInvalid],
  ])('%s → %s', (_, data, expected) => expect(create(data)).toBe(expected));

  test('references come out normalised, and the expected result trimmed', () => {
    const parsed = roundSlipCreateSchema.parse({
      round: ROUND,
      predictions: [roundPick({ expectedResult: ' X ', matches: { set: [{ documentId: M2 }] } })],
    });
    expect(parsed).toEqual({
      round: { documentId: ROUND },
      predictions: [{ expectedResult: 'X', odd: 1.85, matches: { documentId: M2 } }],
    });
  });
});

describe('round slip update', () => {
  test.each([
    ['only the status', { won: null }, 'ok'],
    ['only the picks', { predictions: [roundPick()] }, 'ok'],
    ['the round', { round: ROUND }, slipMessages.roundChange],
    ['the round as null', { round: null }, slipMessages.roundChange],
  ])('%s → %s', (_, data, expected) => expect(firstMessage(roundSlipUpdateSchema.safeParse(data))).toBe(expected));
});

describe('daily slip', () => {
  const create = (data: Record<string, unknown>) =>
    firstMessage(dailySlipCreateSchema.safeParse({ date: '2026-11-20', predictions: [dailyPick()], ...data }));
  const withPick = (extra: Record<string, unknown>) => ({ predictions: [dailyPick(extra)] });

  test.each([
    ['a valid slip', {}, 'ok'],
    ['no date', { date: undefined }, 'Alege data biletului.'],
    ['an empty date', { date: '' }, 'Alege data biletului.'],
    ['a date with a time', { date: '2026-11-20T10:00:00Z' }, slipMessages.dateInvalid],
    ['an impossible date', { date: '2026-02-30' }, slipMessages.dateInvalid],
    ['no predictions', { predictions: [] }, slipMessages.predictionsRequired],
    [
      'teams as team1/team2',
      withPick({ team1Id: undefined, team2Id: undefined, team1: T1, team2: { connect: [T2] } }),
      'ok',
    ],
    ['one team missing', withPick({ team2Id: undefined }), 'Alege ambele echipe.'],
    ['the same team twice', withPick({ team2Id: T1 }), 'Echipele trebuie să fie diferite.'],
    ['a malformed team', withPick({ team1Id: 'x' }), slipMessages.teamInvalid],
    ['no match date', withPick({ match_date: undefined }), 'Alege data și ora meciului.'],
    ['a match date without a zone', withPick({ match_date: '2026-11-20T18:00' }), slipMessages.matchDateInvalid],
    ['a match date with an offset', withPick({ match_date: '2026-11-20T20:00:00+02:00' }), 'ok'],
    ['a pick result', withPick({ match_won: false }), 'ok'],
    ['a pick result that is not a boolean', withPick({ match_won: 'da' }), slipMessages.statusInvalid],
    ['an odd below 1', withPick({ odd: 0 }), 'Cota minimă este 1.'],
  ])('%s → %s', (_, data, expected) => expect(create(data)).toBe(expected));

  test('the teams come out as team1 and team2 references', () => {
    const parsed = dailySlipCreateSchema.parse({ date: '2026-11-20', predictions: [dailyPick({ id: 7 })] });
    expect(parsed.predictions[0]).toEqual({
      expectedResult: 'GG',
      odd: 2.1,
      match_date: '2026-11-20T18:00:00.000Z',
      team1: { documentId: T1 },
      team2: { documentId: T2 },
    });
  });

  test('an edit may send only the status', () => {
    expect(dailySlipUpdateSchema.parse({ won: true })).toEqual({ won: true });
    expect(firstMessage(dailySlipUpdateSchema.safeParse({ date: '' }))).toBe('Alege data biletului.');
  });
});
