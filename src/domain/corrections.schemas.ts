import { z } from 'zod';
import { outcomeSchema } from './match.schemas.ts';

// The public log of result corrections: every change to a stored result, by an admin or by the import,
// carries a reason and is listed on a public page, newest first, by round.

export const correctionMessages = {
  reasonRequired: 'Scrie motivul corectării rezultatului.',
  reasonTooLong: 'Motivul corectării poate avea cel mult 500 de caractere.',
} as const;

export const CORRECTION_REASON_MAX = 500;

/** The reason a stored result changes: required for every correction, plain text. */
export const correctionReasonSchema = z
  .string()
  .trim()
  .min(3, correctionMessages.reasonRequired)
  .max(CORRECTION_REASON_MAX, correctionMessages.reasonTooLong);

/** A result as the log shows it: null fields were not known. */
const loggedResultSchema = z.object({
  team1: z.number().int().nullable(),
  team2: z.number().int().nullable(),
  cards: outcomeSchema.nullable(),
  corners: outcomeSchema.nullable(),
});
export type LoggedResult = z.infer<typeof loggedResultSchema>;

/** Who changed a result: an admin (role and name) or the results import. */
const correctionAuthorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('admin'), role: z.string(), name: z.string() }),
  z.object({ kind: z.literal('import'), provider: z.string() }),
]);
export type CorrectionAuthor = z.infer<typeof correctionAuthorSchema>;

const correctionSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  /** null when the match was deleted since; the names below are kept as they were. */
  match: z.object({ documentId: z.string(), date: z.iso.datetime() }).nullable(),
  team1: z.string(),
  team2: z.string(),
  round: z.object({ documentId: z.string().nullable(), name: z.string() }),
  old: loggedResultSchema,
  new: loggedResultSchema,
  reason: z.string(),
  by: correctionAuthorSchema,
  /** Predictions whose points changed. */
  rescored: z.number().int(),
  /** Points moved between accounts' totals (absolute, bonuses included). */
  pointsMoved: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Correction = z.infer<typeof correctionSchema>;
