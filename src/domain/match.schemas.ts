import { z } from 'zod';
import { teamSchema } from './team.schemas.ts';

/** '1' home, 'X' draw, '2' away; '' while unknown. */
export const outcomeSchema = z.enum(['1', 'X', '2']);
export type Outcome = z.infer<typeof outcomeSchema>;

export const matchSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  date: z.iso.datetime(),
  /** When predictions close: kickoff − 2 h. */
  deadline: z.iso.datetime(),
  team1_finalScore: z.number().int().nullable(),
  team2_finalScore: z.number().int().nullable(),
  final_cards: z.union([outcomeSchema, z.literal('')]),
  final_corners: z.union([outcomeSchema, z.literal('')]),
  /** When a stored result was last corrected (the public log of corrections has the entry); null if never. */
  correctedAt: z.iso.datetime().nullable(),
  team1: teamSchema,
  team2: teamSchema,
  round: z.object({ id: z.number().int(), documentId: z.string(), name: z.string(), current: z.boolean() }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
});
export type Match = z.infer<typeof matchSchema>;

export const matchMessages = {
  sameTeams: 'Echipele trebuie să fie diferite.',
  teamsRequired: 'Alege ambele echipe.',
  roundRequired: 'Alege etapa.',
  dateRequired: 'Alege data și ora meciului.',
  /** A result's score is both numbers or neither: half a score would close predictions and score nothing. */
  scoreWhole: 'Completează ambele scoruri sau niciunul.',
} as const;

/** True when exactly one of the two goals is known (null or undefined is unknown). */
export const isHalfScore = (team1: number | null | undefined, team2: number | null | undefined) =>
  (team1 === null || team1 === undefined) !== (team2 === null || team2 === undefined);

const finalScore = z.number().int().min(0).max(99).nullable();
/** '' and null both mean unknown. */
const finalOutcome = z.union([outcomeSchema, z.literal(''), z.null()]).transform((v) => (v === '' ? null : v));

/** The result fields an admin sets on a match. */
export const matchResultFields = {
  team1_finalScore: finalScore.optional(),
  team2_finalScore: finalScore.optional(),
  final_cards: finalOutcome.optional(),
  final_corners: finalOutcome.optional(),
};
