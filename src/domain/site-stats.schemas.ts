import { z } from 'zod';

/** GET /api/site-stats: the landing page's live figures. */
export const siteStatsSchema = z.object({
  players: z.number().int(),
  predictionsThisRound: z.number().int(),
  /** The next prediction deadline of the current round, or null when none is ahead. */
  nextDeadline: z.iso.datetime().nullable(),
  round: z.object({ documentId: z.string(), name: z.string() }).nullable(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
