import { z } from 'zod';
import { outcomeSchema } from './match.schemas.ts';
import { mediaSchema } from './media.schemas.ts';

export const predictionTypeSchema = z.enum(['score', 'cards', 'corners']);

/** Goals 0 to 99; for cards and corners the 1/X/2 encoding: (1,0), (0,0) or (0,1). */
const goals = z.number().int().min(0).max(99);

/** The values of one prediction, with the encoding rule for cards and corners. */
export const predictionValuesSchema = z
  .object({ type: predictionTypeSchema, team1: goals, team2: goals })
  .refine((p) => p.type === 'score' || (p.team1 <= 1 && p.team2 <= 1 && p.team1 + p.team2 <= 1), {
    message: 'Cartonașele și cornerele se aleg dintre 1, X și 2.',
    path: ['team1'],
  });
export type PredictionInput = z.infer<typeof predictionValuesSchema>;

/** The match a prediction belongs to, as the profile and the predictions list show it. */
const predictionMatchSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  date: z.iso.datetime(),
  deadline: z.iso.datetime(),
  team1_finalScore: z.number().int().nullable(),
  team2_finalScore: z.number().int().nullable(),
  final_cards: z.union([outcomeSchema, z.literal('')]),
  final_corners: z.union([outcomeSchema, z.literal('')]),
  correctedAt: z.iso.datetime().nullable().optional(),
  team1: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }),
  team2: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }),
  round: z.object({ documentId: z.string(), name: z.string(), current: z.boolean() }),
});

export const predictionSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  type: predictionTypeSchema,
  team1: z.number().int(),
  team2: z.number().int(),
  /** null until the match is finalised. */
  points: z.number().int().nullable(),
  /** When a correction of the match's result changed these points; null if never. */
  rescoredAt: z.iso.datetime().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  match: predictionMatchSchema.optional(),
  user: z.object({ documentId: z.string(), username: z.string() }).optional(),
});
export type Prediction = z.infer<typeof predictionSchema>;
