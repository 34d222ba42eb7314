// The URLs the web client really requests for each measured page: the client's own query functions run here with
// a fetch that records the URL instead of sending it, so the benchmark follows the client when it changes.

import { readLeaderboardSearch } from '../src/web/components/standings/medal.ts';
import { feedQuery } from '../src/web/features/community/community.api.ts';
import { leaderboardQuery } from '../src/web/features/leaderboard/leaderboard.api.ts';
import { currentRoundMatches } from '../src/web/features/matches/matches.api.ts';
import { teamSearchQuery } from '../src/web/features/registration/registration.api.ts';
import { roundStatsQuery } from '../src/web/features/round-stats/round-stats.api.ts';

export interface Target {
  /** Also the bare route's name: /__bare/<name>. */
  name: string;
  /** What the page is. */
  page: string;
  /** Path and query, as the client sends them. */
  url: string;
  /** Sent with the player's token. */
  loggedIn?: boolean;
}

/** Runs `call` with a fetch that answers an empty page and remembers the one URL asked for. */
async function urlOf(call: () => unknown): Promise<string> {
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const empty = { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 0 } } };
    return new Response(JSON.stringify(empty), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    await call();
  } finally {
    globalThis.fetch = realFetch;
  }
  if (asked.length !== 1) throw new Error(`expected one request, the client made ${asked.length}`);
  return asked[0];
}

// The query functions only read signal (and pageParam for the feed); the rest of TanStack's context is unused.
const context = (extra: Record<string, unknown> = {}) => ({ signal: new AbortController().signal, ...extra }) as never;

/**
 * A visitor's first screen of each page: /matches, /leaderboard (its default tab), /community (also as a logged-in
 * player), /round-stats, and the team list the registration's team picker asks for.
 */
export async function clientTargets(): Promise<Target[]> {
  const board = readLeaderboardSearch(new URLSearchParams());
  const feed = await urlOf(() => feedQuery(null).queryFn!(context({ pageParam: 1 })));
  return [
    {
      name: 'matches',
      page: '/matches (current round, populated)',
      url: await urlOf(() => currentRoundMatches().queryFn!(context())),
    },
    {
      name: 'leaderboard',
      page: `/leaderboard (page ${board.page}, ${board.sortBy})`,
      url: await urlOf(() => leaderboardQuery(board.page, board.sortBy, null).queryFn!(context())),
    },
    {
      name: 'teams',
      page: '/register (the favourite-team picker)',
      url: await urlOf(() => teamSearchQuery('').queryFn!(context())),
    },
    { name: 'community-feed', page: '/community (first page, a visitor)', url: feed },
    { name: 'community-feed (player)', page: '/community (first page, a player)', url: feed, loggedIn: true },
    {
      name: 'round-stats',
      page: '/round-stats',
      url: await urlOf(() => roundStatsQuery().queryFn!(context())),
    },
  ];
}
