import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import type { OneOf } from '../../../domain/media.schemas.ts';
import { api, isApiError } from '../../api.ts';
import { matchKeys } from '../../query-keys.ts';

const matchesPath = '/api/matches';

/** Both teams with their emblems and the round: the shape every match screen reads. */
const populate = {
  team1: { populate: { emblem: true } },
  team2: { populate: { emblem: true } },
  round: true,
} as const;

/** The matches of the current round, earliest first. */
export const currentRoundMatches = () =>
  queryOptions({
    queryKey: matchKeys.currentRound(),
    queryFn: async ({ signal }) => {
      const res = await api.get<OneOf<Match[]>>(matchesPath, {
        query: {
          filters: { round: { current: { $eq: true } } },
          sort: 'date:asc',
          populate,
          pagination: { pageSize: MAX_PAGE_SIZE },
        },
        signal,
      });
      return res.data;
    },
  });

export const useCurrentRoundMatches = () => useQuery(currentRoundMatches());

/** One match, or null when there is none with this documentId (the page then shows 'Match not found'). */
const matchById = (documentId: string) =>
  queryOptions({
    queryKey: matchKeys.one(documentId),
    queryFn: async ({ signal }): Promise<Match | null> => {
      try {
        const res = await api.get<OneOf<Match>>(`${matchesPath}/${encodeURIComponent(documentId)}`, {
          query: { populate },
          signal,
        });
        return res.data ?? null;
      } catch (e) {
        // A malformed id is refused as a 400: for the reader it is a match that does not exist either.
        if (isApiError(e) && (e.status === 404 || e.status === 400)) return null;
        throw e;
      }
    },
  });

export const useMatch = (documentId: string) => useQuery(matchById(documentId));
