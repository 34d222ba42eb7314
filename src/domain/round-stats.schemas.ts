import { z } from 'zod';
import { outcomeSchema } from './match.schemas.ts';
import { mediaSchema } from './media.schemas.ts';

const byOutcome = z.object({ '1': z.number().int(), X: z.number().int(), '2': z.number().int() });

const statsPanelSchema = z.object({
  counts: byOutcome,
  /** Integers, rounded half-up. */
  percentages: byOutcome,
  total: z.number().int(),
  /** The real outcome once known. */
  actual: outcomeSchema.nullable(),
  /** The most-predicted outcome; null when nobody predicted or the top is tied. */
  community: outcomeSchema.nullable(),
  /** Whether the community pick was right; null while unknown or tied. */
  correct: z.boolean().nullable(),
});
export type StatsPanel = z.infer<typeof statsPanelSchema>;

const matchStatsSchema = z.object({
  match: z.object({
    documentId: z.string(),
    date: z.iso.datetime(),
    team1: z.object({ name: z.string(), emblem: mediaSchema.nullable() }),
    team2: z.object({ name: z.string(), emblem: mediaSchema.nullable() }),
    team1_finalScore: z.number().int().nullable(),
    team2_finalScore: z.number().int().nullable(),
  }),
  totalPredictions: z.number().int(),
  score: statsPanelSchema,
  cards: statsPanelSchema,
  corners: statsPanelSchema,
});
export type MatchStats = z.infer<typeof matchStatsSchema>;

export const roundStatsResponseSchema = z.object({
  data: z.array(matchStatsSchema),
  meta: z.object({ round: z.object({ documentId: z.string(), name: z.string() }).nullable() }),
});
