/**
 * What a committed write changed, as the rest of the system hears it (cache-registry.ts says who hears what):
 * - fixtures: matches, rounds, teams, emblems;
 * - predictions: a player's predictions;
 * - players: accounts as the rankings and the feed show them (names, avatars, roles, who is ranked);
 * - places: points, so the leaderboard's places;
 * - feed: community posts, comments and likes;
 * - leagues: who is in which private league;
 * - sessions: a session, or the account fields a token carries;
 * - jobs: a job was queued;
 * - clubs: the club standings were counted again;
 * - live: a live score was set, changed or ended;
 * - projection: the live projection was computed again.
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
  'projection',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export const isTopic = (t: string): t is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(t);
