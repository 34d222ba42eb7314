import { z } from 'zod';
import { outcomeSchema } from './match.schemas.ts';

// A player's pick on one match, as shared once the deadline has passed (GET /api/picks/{username}/{matchId}).

const goalsPair = z.object({ team1: z.number().int(), team2: z.number().int() });
const sideSchema = z.object({ name: z.string(), emblemUrl: z.string().nullable() });

export const sharedPickSchema = z.object({
  username: z.string(),
  match: z.object({
    documentId: z.string(),
    date: z.iso.datetime(),
    deadline: z.iso.datetime(),
    round: z.string(),
    team1: sideSchema,
    team2: sideSchema,
    /** null until the score is known. */
    finalScore: goalsPair.nullable(),
    finalCards: outcomeSchema.nullable(),
    finalCorners: outcomeSchema.nullable(),
  }),
  score: goalsPair.nullable(),
  cards: outcomeSchema.nullable(),
  corners: outcomeSchema.nullable(),
  /** The pick's points once scored, else null. */
  points: z.number().int().nullable(),
});
export type SharedPick = z.infer<typeof sharedPickSchema>;
