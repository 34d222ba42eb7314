import { z } from 'zod';
import { ROUND_NAME_MAX_LENGTH, WINNER_PRIZE_MAX_LENGTH } from './limits.ts';
import { mediaSchema } from './media.schemas.ts';
import { cleanLine, tooLongMessage } from './text-limits.ts';

export const roundMessages = {
  nameRequired: 'Numele etapei este obligatoriu.',
  nameTooLong: tooLongMessage('Numele etapei', ROUND_NAME_MAX_LENGTH),
  winnerUser: 'Alege utilizatorul câștigător.',
  winnerPoints: 'Punctele câștigătorului sunt un număr întreg.',
  winnerPrize: 'Completează premiul câștigătorului.',
  winnerPrizeTooLong: tooLongMessage('Premiul', WINNER_PRIZE_MAX_LENGTH),
  hasMatches: 'Etapa nu poate fi ștearsă: are meciuri.',
  userMissing: 'Utilizatorul câștigător nu există.',
} as const;

export const roundNameSchema = z
  .string({ error: roundMessages.nameRequired })
  .overwrite(cleanLine)
  .min(1, roundMessages.nameRequired)
  .max(ROUND_NAME_MAX_LENGTH, roundMessages.nameTooLong);

/** The form parses points as a decimal; the server keeps whole points. */
export const winnerPointsSchema = z.coerce
  .number({ error: roundMessages.winnerPoints })
  .refine((n) => Number.isFinite(n) && Number.isInteger(n) && Math.abs(n) <= 1_000_000, roundMessages.winnerPoints);

export const winnerPrizeSchema = z
  .string({ error: roundMessages.winnerPrize })
  .trim()
  .min(1, roundMessages.winnerPrize)
  .max(WINNER_PRIZE_MAX_LENGTH, roundMessages.winnerPrizeTooLong);

/** A round as the API answers it: its winners (public fields of the account only), best first, and its match ids. */
export const roundSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  name: z.string(),
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  winners: z.array(
    z.object({
      id: z.number().int(),
      currentPoints: z.number().int(),
      prize: z.string(),
      user: z.object({
        id: z.number().int(),
        documentId: z.string(),
        username: z.string(),
        avatar: mediaSchema.nullable(),
        favTeam: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }).nullable(),
      }),
    }),
  ),
  matches: z.array(z.object({ id: z.number().int(), documentId: z.string() })),
});
export type Round = z.infer<typeof roundSchema>;
