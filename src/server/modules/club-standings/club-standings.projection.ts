import type { ClubStanding } from '../../../domain/club-standings.schemas.ts';
import { CLUB_MIN_ACTIVE_FANS, clubScore, rankClubs } from '../../../domain/club-standings.ts';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { ClubCount } from './club-standings.queries.ts';

/**
 * The clubs of a count in the order shown, for the season (points) or the current round (currentPoints): each
 * club's score from its active fans (src/domain/club-standings.ts), ranked ones first.
 */
export function clubStandingsOf(count: ClubCount, sortBy: LeaderboardSort): ClubStanding[] {
  const view = sortBy === 'points' ? 'season' : 'round';
  const clubs = count.clubs.map((c) => {
    const tally = c[view];
    return {
      name: c.name,
      activeFans: Number(tally.active),
      score: clubScore(Number(tally.sum), Number(tally.active)),
      team: { documentId: c.documentId, name: c.name, emblem: mediaJson(c.emblem) },
      fans: Number(c.fans),
      bestFan: tally.best
        ? { documentId: tally.best.documentId, username: tally.best.username, points: Number(tally.best.points) }
        : null,
    };
  });
  return rankClubs(clubs, CLUB_MIN_ACTIVE_FANS).map((c) => ({
    rank: c.rank,
    team: c.team,
    score: c.score,
    fans: c.fans,
    activeFans: c.activeFans,
    bestFan: c.bestFan,
  }));
}
