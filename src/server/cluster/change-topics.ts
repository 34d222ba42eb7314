/**
 * What changed, as caches see it:
 * - fixtures: matches, rounds, teams, emblems (the match list, round statistics, teams, site statistics);
 * - predictions: a player's predictions (round statistics, site statistics);
 * - players: accounts as the rankings show them (names, avatars, who is ranked);
 * - places: the leaderboard's places (points changed);
 * - feed: community posts, comments and likes (the feed as a visitor sees it);
 * - leagues: who is in which private league (a league's standings order);
 * - sessions: a session or the account fields a token carries (cached session lookups);
 * - jobs: a job was queued (runners look at once instead of at their next poll);
 * - clubs: the club standings were counted again (every instance reads the new count);
 * - live: a live score was set, changed or ended, or the projection was computed again (live streams re-read it).
 */
export const CHANGE_TOPICS = [
  'fixtures',
  'predictions',
  'players',
  'places',
  'feed',
  'leagues',
  'sessions',
  'jobs',
  'clubs',
  'live',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const isTopic = (t: string): t is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(t);
