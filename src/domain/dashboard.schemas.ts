import { z } from 'zod';

const dashboardRoundSchema = z.object({ documentId: z.string(), name: z.string(), predictions: z.number().int() });

/** GET /api/admin/dashboard: the back office's figures. */
const dashboardSchema = z.object({
  users: z.object({ all: z.number().int(), verified: z.number().int() }),
  pendingPosts: z.number().int(),
  /** Matches that have started (kickoff not in the future) and have no score yet (both final scores null). */
  unscoredMatches: z.number().int(),
  /** Private leagues: how many there are, and how many players are in at least one. */
  leagues: z.object({ all: z.number().int(), players: z.number().int() }),
  rounds: z.object({ latest: dashboardRoundSchema.nullable(), previous: dashboardRoundSchema.nullable() }),
  /** Percent change of predictions, latest round against the previous one, to 1 decimal; null without a base. */
  trend: z.number().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardRound = z.infer<typeof dashboardRoundSchema>;
