import { count } from './numerals.ts';

// The rule of a league's name, without Zod: the create and rename forms apply it before sending, and the server's
// schema (league.schemas.ts) is built from the same limits and texts, so both refuse the same names with the same
// words. Its texts live here, not with the other league texts, so that a form loads only these.

export const LEAGUE_NAME_MIN_LENGTH = 3;
export const LEAGUE_NAME_MAX_LENGTH = 40;

export const leagueNameMessages = {
  required: 'Completează numele ligii.',
  tooShort: (min: number) => `Numele ligii trebuie să aibă cel puțin ${count(min, ['caracter', 'caractere'])}.`,
  tooLong: (max: number) => `Numele ligii poate avea cel mult ${count(max, ['caracter', 'caractere'])}.`,
} as const;

/** What is wrong with a league's name as typed (it is trimmed first), or null when it may be sent. */
export function leagueNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return leagueNameMessages.required;
  if (trimmed.length < LEAGUE_NAME_MIN_LENGTH) return leagueNameMessages.tooShort(LEAGUE_NAME_MIN_LENGTH);
  if (trimmed.length > LEAGUE_NAME_MAX_LENGTH) return leagueNameMessages.tooLong(LEAGUE_NAME_MAX_LENGTH);
  return null;
}
