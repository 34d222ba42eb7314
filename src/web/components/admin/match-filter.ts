import type { QueryParams } from '../../query-string.ts';

/**
 * Which matches the back office's list shows, kept in the URL's `?filter=` so that a link (the dashboard's count)
 * opens the list already narrowed, and a reload or Back keeps it: all of them; those without a score; those that
 * have started (kickoff not in the future) without a score, the results an admin still owes, as the dashboard
 * counts them.
 */
export type MatchFilter = 'all' | 'unscored' | 'started-unscored';

const FILTER_PARAM = 'filter';
const named: readonly MatchFilter[] = ['unscored', 'started-unscored'];

/** The filter a URL asks for; anything unknown shows all the matches. */
export function readMatchFilter(params: URLSearchParams): MatchFilter {
  const value = params.get(FILTER_PARAM);
  return named.find((f) => f === value) ?? 'all';
}

/** The URL's parameters for another filter: from its first page, the other parameters kept. */
export function writeMatchFilter(params: URLSearchParams, filter: MatchFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (filter === 'all') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, filter);
  return next;
}

/** The API's filters for one: a score is both numbers or neither, so "no score" reads the first. */
export function matchFilterQuery(filter: MatchFilter, now: Date): QueryParams {
  switch (filter) {
    case 'all':
      return {};
    case 'unscored':
      return { team1_finalScore: { $null: true } };
    case 'started-unscored':
      return {
        date: { $lte: now.toISOString() },
        team1_finalScore: { $null: true },
        team2_finalScore: { $null: true },
      };
  }
}
