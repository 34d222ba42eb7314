import { z } from 'zod';
import { matchResultFields } from './match.schemas.ts';
import { relationWriteSchema } from './relation.schemas.ts';

// What a match write sends (the server parses it; the back office's form sends it, typed from it). Apart from the
// match's rules so that a client importing those never loads the relation forms.

const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Data meciului nu este validă.');

/** What POST and PUT /api/matches accept in `data` (a create needs both teams, a round and a date). */
export const matchWriteFields = {
  team1: relationWriteSchema.optional(),
  team2: relationWriteSchema.optional(),
  round: relationWriteSchema.optional(),
  date: isoDate.optional(),
  ...matchResultFields,
  /** Why a stored result changes: required for a correction (the public log shows it). */
  correction_reason: z.string().max(2000).optional(),
};
const matchWriteSchema = z.object(matchWriteFields);
/** A match write as the back office sends it. */
export type MatchWriteInput = z.input<typeof matchWriteSchema>;
/** A match write as the server reads it (references normalised, '' outcomes as null), its reason aside. */
export type MatchWrite = Omit<z.output<typeof matchWriteSchema>, 'correction_reason'>;
