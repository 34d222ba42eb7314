import { leagueMessages } from './league-messages.ts';

// The rule of a league's name, without Zod: the create form applies it before sending, and the server's schema
// (league.schemas.ts) is built from the same limits and texts, so both refuse the same names with the same words.

export const LEAGUE_NAME_MIN_LENGTH = 3;
export const LEAGUE_NAME_MAX_LENGTH = 40;

/** What is wrong with a league's name as typed (it is trimmed first), or null when it may be sent. */
export function leagueNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return leagueMessages.nameRequired;
  if (trimmed.length < LEAGUE_NAME_MIN_LENGTH) return leagueMessages.nameTooShort(LEAGUE_NAME_MIN_LENGTH);
  if (trimmed.length > LEAGUE_NAME_MAX_LENGTH) return leagueMessages.nameTooLong(LEAGUE_NAME_MAX_LENGTH);
  return null;
}
