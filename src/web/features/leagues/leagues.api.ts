import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import type {
  League,
  leagueActivitySchema,
  leaguePanelsSchema,
  leaguePreviewSchema,
  leagueStandingsSchema,
  myLeagueSchema,
} from '../../../domain/league.schemas.ts';
import { api } from '../../api.ts';

export type MyLeague = z.infer<typeof myLeagueSchema>;
export type LeaguePreview = z.infer<typeof leaguePreviewSchema>;
export type LeagueStandings = z.infer<typeof leagueStandingsSchema>;
type LeagueActivity = z.infer<typeof leagueActivitySchema>;
type LeaguePanels = z.infer<typeof leaguePanelsSchema>;

export const leaguesPath = '/api/leagues';

export const useMyLeagues = () =>
  useQuery({
    queryKey: ['leagues', 'mine'],
    queryFn: ({ signal }) => api.get<{ data: MyLeague[] }>(leaguesPath, { signal }).then((r) => r.data),
  });

export const useLeaguePreview = (code: string) =>
  useQuery({
    queryKey: ['leagues', 'preview', code],
    queryFn: ({ signal }) =>
      api
        .get<{ data: LeaguePreview }>(`${leaguesPath}/join/${encodeURIComponent(code)}`, { signal })
        .then((r) => r.data),
    retry: false,
  });

export const useLeague = (id: string) =>
  useQuery({
    queryKey: ['leagues', 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ data: League }>(`${leaguesPath}/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
    retry: false,
  });

const standingsQuery = (id: string, page: number, sortBy: LeaderboardSort) =>
  queryOptions({
    queryKey: ['leagues', 'standings', id, sortBy, page],
    queryFn: ({ signal }) =>
      api.get<LeagueStandings>(`${leaguesPath}/${encodeURIComponent(id)}/standings`, {
        query: { page, sortBy },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useLeagueStandings = (id: string, page: number, sortBy: LeaderboardSort) =>
  useQuery(standingsQuery(id, page, sortBy));

/** How many members predicted the current round (counts only). */
export const useLeagueActivity = (id: string) =>
  useQuery({
    queryKey: ['leagues', 'activity', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: LeagueActivity }>(`${leaguesPath}/${encodeURIComponent(id)}/activity`, { signal })
        .then((r) => r.data),
    retry: false,
  });

/** The panels of home and the leaderboard (one request for all the player's leagues), by season or round points. */
const panelsQuery = (sortBy: LeaderboardSort, userId: string | null) =>
  queryOptions({
    queryKey: ['leagues', 'panels', sortBy, userId],
    queryFn: ({ signal }): Promise<LeaguePanels['data']> =>
      api.get<LeaguePanels>(`${leaguesPath}/panels`, { query: { sortBy }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useLeaguePanels = (sortBy: LeaderboardSort, userId: string | null) =>
  useQuery(panelsQuery(sortBy, userId));
