import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubStandingsResponse } from '../../../domain/club-standings.schemas.ts';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { apiPaths } from '../../../domain/paths.ts';
import { api } from '../../api.ts';

const clubStandingsPath = '/api/club-standings';

/** Every club (one page holds them all) in the season's (points) or the current round's (currentPoints) ranking. */
const clubStandingsQuery = (sortBy: LeaderboardSort) =>
  queryOptions({
    queryKey: ['club-standings', sortBy],
    queryFn: ({ signal }) => api.get<ClubStandingsResponse>(clubStandingsPath, { query: { sortBy }, signal }),
    placeholderData: keepPreviousData,
  });

export const useClubStandings = (sortBy: LeaderboardSort) => useQuery(clubStandingsQuery(sortBy));

/** The logged-in player's favourite team (its documentId), to point out their club; disabled without a session. */
export const useMyClub = (userId: string | null) =>
  useQuery({
    queryKey: ['club-standings', 'my-club', userId],
    queryFn: ({ signal }) =>
      api
        .get<{ favTeam?: { documentId: string } | null }>(apiPaths.usersMe, { query: { populate: 'favTeam' }, signal })
        .then((me) => me.favTeam?.documentId ?? null),
    enabled: userId !== null,
    retry: false,
  });
