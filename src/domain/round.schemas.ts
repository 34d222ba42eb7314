import { z } from 'zod';

export const roundMessages = {
  nameRequired: 'Numele etapei este obligatoriu.',
  nameTooLong: 'Numele etapei poate avea cel mult 100 de caractere.',
  winnerUser: 'Alege utilizatorul câștigător.',
  winnerPoints: 'Punctele câștigătorului sunt un număr întreg.',
  winnerPrize: 'Completează premiul câștigătorului.',
  hasMatches: 'Etapa nu poate fi ștearsă: are meciuri.',
  userMissing: 'Utilizatorul câștigător nu există.',
} as const;

export const roundNameSchema = z
  .string({ error: roundMessages.nameRequired })
  .trim()
  .min(1, roundMessages.nameRequired)
  .max(100, roundMessages.nameTooLong);

/** The form parses points as a decimal; the server keeps whole points. */
export const winnerPointsSchema = z.coerce
  .number({ error: roundMessages.winnerPoints })
  .refine((n) => Number.isFinite(n) && Number.isInteger(n) && Math.abs(n) <= 1_000_000, roundMessages.winnerPoints);

export const winnerPrizeSchema = z
  .string({ error: roundMessages.winnerPrize })
  .trim()
  .min(1, roundMessages.winnerPrize)
  .max(200);
