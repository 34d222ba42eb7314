import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_LIST_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import type { MatchWriteInput } from '../../../domain/match-write.schemas.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllPages } from '../../components/admin/fetch-all.ts';
import { type MatchFilter, matchFilterQuery } from '../../components/admin/match-filter.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

/** A match as the back office lists it: the API's match (teams with emblems, round, deadline, version). */
export type AdminMatch = Match;
/** A team as a match shows it. */
export type TeamRef = Match['team1'];

/** What the form sends: every field, with a correction's reason only when the edit corrects a stored result. */
export type MatchPayload = Required<Omit<MatchWriteInput, 'correction_reason'>> &
  Pick<MatchWriteInput, 'correction_reason'>;

const matchesPath = '/api/matches';

const matchKeys = {
  all: ['admin', 'matches'] as const,
  list: (page: number, filter: MatchFilter) => [...matchKeys.all, 'list', page, filter] as const,
};

const matchPopulate = { team1: { populate: 'emblem' }, team2: { populate: 'emblem' }, round: true };

/** One page of the list, newest first, narrowed by the filter (whether a match has started is read as it loads). */
export const matchesQuery = (page: number, filter: MatchFilter) =>
  queryOptions({
    queryKey: matchKeys.list(page, filter),
    queryFn: ({ signal }) => {
      const filters = matchFilterQuery(filter, new Date());
      return adminApi.get<ListOf<AdminMatch>>(matchesPath, {
        query: {
          sort: 'publishedAt:desc',
          pagination: { page, pageSize: ADMIN_LIST_PAGE_SIZE },
          populate: matchPopulate,
          ...(Object.keys(filters).length ? { filters } : {}),
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'teams', 'options'],
    queryFn: () => fetchAllPages<TeamRef>('/api/teams', { sort: 'name' }),
  });

export const roundOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rounds', 'options'],
    queryFn: () =>
      fetchAllPages<{ documentId: string; name: string; current: boolean }>('/api/rounds', { sort: 'createdAt:desc' }),
  });

export const createMatch = (data: MatchPayload) =>
  adminApi.post<{ data: AdminMatch; meta?: { scored?: number } }>(matchesPath, { data });

const matchPath = (documentId: string) => `${matchesPath}/${encodeURIComponent(documentId)}`;

/** Saves the form over the match as it was read (its version): refused with 412 if it changed since. */
export const updateMatch = (match: AdminMatch, data: MatchPayload) =>
  adminApi.put<{ data: AdminMatch; meta?: { scored?: number } }>(
    matchPath(match.documentId),
    { data },
    madeAgainst(match),
  );

export const deleteMatch = (match: AdminMatch) => adminApi.delete(matchPath(match.documentId), madeAgainst(match));

/** The match as it is stored now, as the list reads it. */
export const fetchMatch = async (documentId: string) =>
  (await adminApi.get<{ data: AdminMatch }>(matchPath(documentId), { query: { populate: matchPopulate } })).data;
