import { z } from 'zod';
import { mediaSchema, paginationSchema } from './media.schemas.ts';

export const leaderboardSortSchema = z.enum(['points', 'currentPoints']);
export type LeaderboardSort = z.infer<typeof leaderboardSortSchema>;

const leaderboardEntrySchema = z.object({
  /** Equal points share a rank (1, 2, 2, 4). */
  rank: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  avatar: mediaSchema.nullable(),
  favTeam: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }).nullable(),
  points: z.number().int(),
  currentPoints: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  data: z.array(leaderboardEntrySchema),
  meta: z.object({
    pagination: paginationSchema,
    /** With a token: where the caller stands in this ranking, and the page that holds them. */
    me: z.object({ rank: z.number().int(), position: z.number().int(), page: z.number().int() }).nullable().optional(),
  }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** GET /api/leaderboard?round={documentId}: one round's ranking, each row with its points in that round. */
export const roundLeaderboardResponseSchema = z.object({
  data: z.array(leaderboardEntrySchema.extend({ roundPoints: z.number().int() })),
  meta: z.object({ pagination: paginationSchema }),
});
export type RoundLeaderboardResponse = z.infer<typeof roundLeaderboardResponseSchema>;
