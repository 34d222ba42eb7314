import { z } from 'zod';
import { mediaSchema } from './media.schemas.ts';
import { predictionSchema } from './prediction.schemas.ts';

const roundRef = z.object({ documentId: z.string(), name: z.string(), current: z.boolean() });

/** A favourite-team bonus or an admin adjustment, shown as its own line in the history. */
const adjustmentSchema = z.object({
  documentId: z.string(),
  kind: z.enum(['bonus', 'admin']),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  round: roundRef.nullable(),
  match: z.object({ documentId: z.string(), team1: z.string(), team2: z.string() }).nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  avatar: mediaSchema.nullable(),
  favTeam: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }).nullable(),
  youtubeAccount: z.string(),
  instagramAccount: z.string(),
  points: z.number().int(),
  currentPoints: z.number().int(),
  /**
   * Place in the total and in the round ranking (equal points share a place); null while the player has no points
   * in that ranking (a new player, a new round) or is not ranked (admins).
   */
  rank: z.object({ points: z.number().int().nullable(), currentPoints: z.number().int().nullable() }),
  createdAt: z.iso.datetime(),
  role: z.object({ type: z.string() }),
  predictions: z.array(predictionSchema),
  adjustments: z.array(adjustmentSchema),
  /** Points per round, oldest first, for the chart. */
  pointsByRound: z.array(z.object({ round: roundRef, points: z.number().int() })),
  /** Only in the private profile. */
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  phoneVerified: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
