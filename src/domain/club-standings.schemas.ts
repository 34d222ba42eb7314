import { z } from 'zod';
import { leaderboardSortSchema } from './leaderboard.schemas.ts';
import { mediaSchema, paginationSchema } from './media.schemas.ts';

// GET /api/club-standings: the clubs ranked by their fans (rules in club-standings.ts).

/** sortBy=points: the season (points); sortBy=currentPoints: the current round (currentPoints). */
export const clubStandingsSortSchema = leaderboardSortSchema;

const clubStandingSchema = z.object({
  /** 1, 2, 2, 4 …; null for a club with fewer active fans than the minimum ('neclasat'). */
  rank: z.number().int().nullable(),
  team: z.object({ documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() }),
  /** The average points of the active fans, 2 decimals; null without active fans. */
  score: z.number().nullable(),
  /** Every fan (ranked account whose favourite team it is). */
  fans: z.number().int(),
  /** Fans who predicted at least one match: of the current round, or of the season. */
  activeFans: z.number().int(),
  /** The active fan with the most points in this view (ties: username ignoring case, then id). */
  bestFan: z.object({ documentId: z.string(), username: z.string(), points: z.number().int() }).nullable(),
});
export type ClubStanding = z.infer<typeof clubStandingSchema>;

export const clubStandingsResponseSchema = z.object({
  data: z.array(clubStandingSchema),
  meta: z.object({
    sortBy: clubStandingsSortSchema,
    /** The rule: a club is ranked from this many active fans. */
    minActiveFans: z.number().int(),
    /** How many clubs are ranked (the others are listed after them, rank null). */
    rankedClubs: z.number().int(),
    /** The current round (sortBy=currentPoints ranks it), or null when no round is current. */
    round: z.object({ documentId: z.string(), name: z.string() }).nullable(),
    /** When the figures were counted (ISO); they follow every change of points within seconds. */
    computedAt: z.string(),
    pagination: paginationSchema,
  }),
});
export type ClubStandingsResponse = z.infer<typeof clubStandingsResponseSchema>;
