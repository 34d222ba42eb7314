import type { ChangeTopic } from './change-topics.ts';

// Every answer a process keeps, and the topics that drop it: the one list a reader checks to know which cache a
// write empties. Each cache is read through keptCache (cache.ts), which subscribes it to exactly these topics;
// docs/architecture.md shows the same table, and a test holds the two together.

export interface CacheSpec {
  /** What the cache keeps, for the table in docs/architecture.md. */
  holds: string;
  /** Every change of one of these, on any instance, drops every entry. */
  topics: readonly ChangeTopic[];
  /** Entries kept; past it the least recently read goes. */
  maxEntries: number;
  /** An entry is computed again after this long, even when no change was heard (writes no one announces). */
  ttlMs?: number;
  /** The total weight kept (the entries say their own weight); past it the least recently read go. */
  maxWeight?: number;
}

/**
 * Reads keyed by their query come from clients (a team search per keystroke), so their number has no bound of
 * its own: 200 of them (a page of 100 populated matches is about 100 KB).
 */
const QUERIES = 200;

export const CACHES = {
  matches: {
    holds: 'the match list, per query, as sent',
    topics: ['fixtures'],
    maxEntries: QUERIES,
  },
  teams: {
    holds: 'the team list, per query, as sent',
    topics: ['fixtures'],
    maxEntries: QUERIES,
  },
  'round-stats': {
    holds: 'the current round’s statistics, as sent',
    topics: ['fixtures', 'predictions'],
    maxEntries: 4,
  },
  feed: {
    holds: 'the community feed as a visitor sees it, per page',
    topics: ['feed', 'players'],
    maxEntries: QUERIES,
  },
  'feed-liked': {
    holds: 'players’ feed pages, per page and like pattern',
    topics: ['feed', 'players'],
    maxEntries: 1_000,
  },
  'leaderboard-pages': {
    holds: 'leaderboard pages, as answered',
    topics: ['places', 'players'],
    maxEntries: 1_000,
    ttlMs: 5_000,
  },
  'leaderboard-finders': {
    holds: 'each ranking’s points histogram and the fences of its large ties',
    topics: ['places', 'players'],
    maxEntries: 1_000,
    ttlMs: 60_000,
  },
  'league-orders': {
    holds: 'each private league’s members in ranking order (weight: members)',
    topics: ['leagues', 'places', 'players', 'fixtures'],
    maxEntries: 10_000,
    maxWeight: 500_000,
    ttlMs: 60_000,
  },
  'league-pages': {
    holds: 'pages of a league’s standings as every member sees them',
    topics: ['leagues', 'places', 'players', 'fixtures'],
    maxEntries: 2_000,
    ttlMs: 60_000,
  },
  'session-lookups': {
    holds: 'who a token names (its session and account row)',
    topics: ['sessions'],
    maxEntries: 10_000,
    ttlMs: 2_000,
  },
} as const satisfies Record<string, CacheSpec>;

export type CacheName = keyof typeof CACHES;

/**
 * What else hears a topic: work started by a change rather than an entry dropped, each subscribed in `file` (under
 * src/server/modules) from this list. `where`: on every instance (`every`), or only on the instance that announced
 * the change (`announcer`: a reaction, the work is done once).
 */
export const LISTENERS = {
  'club count soon': {
    does: 'counts the club standings again within 250 ms',
    topics: ['places', 'players', 'fixtures'],
    where: 'every',
    file: 'club-standings/club-standings.cache.ts',
  },
  'club count later': {
    does: 'counts the club standings again within 10 s',
    topics: ['predictions'],
    where: 'every',
    file: 'club-standings/club-standings.cache.ts',
  },
  'club reload': {
    does: 'reads the club standings just counted',
    topics: ['clubs'],
    where: 'every',
    file: 'club-standings/club-standings.cache.ts',
  },
  'live streams': {
    does: 'read the live scores and the projection again and send them',
    topics: ['live', 'projection'],
    where: 'every',
    file: 'live/live-stream.service.ts',
  },
  'live projection': {
    does: 'queues the projection’s recomputation',
    topics: ['live'],
    where: 'announcer',
    file: 'live/live.service.ts',
  },
  'live projection after points': {
    does: 'queues the projection’s recomputation while a match is live (it adds to the stored points)',
    topics: ['places'],
    where: 'announcer',
    file: 'live/live.service.ts',
  },
  'job runners': {
    does: 'look for due jobs at once',
    topics: ['jobs'],
    where: 'every',
    file: 'jobs/jobs-runner.service.ts',
  },
} as const satisfies Record<string, Listener>;

export interface Listener {
  does: string;
  topics: readonly ChangeTopic[];
  where: 'every' | 'announcer';
  file: string;
}
