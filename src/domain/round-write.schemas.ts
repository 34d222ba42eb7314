import { z } from 'zod';
import { relationWriteSchema } from './relation.schemas.ts';
import { roundNameSchema, winnerPointsSchema, winnerPrizeSchema } from './round.schemas.ts';

// What a round write sends, apart from the round's form rules (a client importing those never loads the relation
// forms).

const winnerRow = z
  .object({
    user: z.union([relationWriteSchema, z.null()]).optional(),
    currentPoints: winnerPointsSchema,
    prize: winnerPrizeSchema,
  })
  .strict();
/** What POST /api/rounds accepts in `data`. */
export const roundCreateFields = {
  name: roundNameSchema,
  current: z.boolean().optional(),
  winners: z.array(winnerRow).max(50).optional(),
};
/** What PUT /api/rounds/{id} accepts in `data`. */
export const roundUpdateFields = { ...roundCreateFields, name: roundNameSchema.optional() };
const roundWriteSchema = z.object(roundUpdateFields);
/** A round write as the server reads it (the winners' accounts as relation writes). */
export type RoundWrite = z.output<typeof roundWriteSchema>;
/** A round write as the back office sends it. */
export type RoundWriteInput = z.input<typeof roundWriteSchema>;
