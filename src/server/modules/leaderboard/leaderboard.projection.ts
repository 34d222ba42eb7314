import type { LeaderboardEntry } from '../../../domain/leaderboard.schemas.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { leaderboardRowsByIds, RankedRow } from './leaderboard.queries.ts';

type LeaderboardRow = Awaited<ReturnType<typeof leaderboardRowsByIds>>[number];

/** A ranked account as the API shows it. */
export const entryJson = (r: (LeaderboardRow & { rank: number | null }) | RankedRow): LeaderboardEntry => ({
  rank: r.rank ?? 0,
  documentId: r.documentId,
  username: r.username,
  avatar: mediaJson(r.avatar),
  favTeam: r.favTeam?.documentId
    ? { documentId: r.favTeam.documentId, name: r.favTeam.name!, emblem: mediaJson(r.emblem) }
    : null,
  points: r.points,
  currentPoints: r.currentPoints,
});
