import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { League } from '../../../domain/league.schemas.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { adminApi } from '../../api.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

/** A league as the back office lists it: with its invite code, owner and member count. */
export type AdminLeague = League;

const ADMIN_LEAGUES_PAGE_SIZE = 20;

/** The orders the screen offers, as GET /api/leagues sorts (ties: the newest first). */
const leagueSorts = {
  newest: 'createdAt:desc',
  name: 'name:asc,createdAt:desc',
  members: 'membersCount:desc,createdAt:desc',
} as const;
export type LeagueSort = keyof typeof leagueSorts;

export const leaguesKey = ['admin', 'leagues'] as const;

/** The name or the owner's username containing `search` (any case); nothing when the search is empty. */
const searchFilter = (search: string) =>
  search
    ? { filters: { $or: [{ name: { $containsi: search } }, { owner: { username: { $containsi: search } } }] } }
    : {};

/** One page of every league (an admin's GET /api/leagues), searched and sorted. */
export const leaguesPageQuery = (page: number, search: string, sort: LeagueSort) =>
  queryOptions({
    queryKey: [...leaguesKey, { page, search, sort }],
    queryFn: ({ signal }) =>
      adminApi.get<ListOf<AdminLeague>>('/api/leagues', {
        query: {
          pagination: { page, pageSize: ADMIN_LEAGUES_PAGE_SIZE },
          sort: leagueSorts[sort],
          ...searchFilter(search),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** What the rename modal saves: the name, the description ('' for none), and whether the emblem goes. */
export interface LeagueRename {
  name: string;
  description: string;
  removeEmblem: boolean;
}

const leaguePath = (documentId: string) => `/api/leagues/${encodeURIComponent(documentId)}`;

/** Renames the league as it was read (its version): refused with 412 if it changed since. */
export async function renameLeague(league: AdminLeague, { name, description, removeEmblem }: LeagueRename) {
  const data = { name, description, ...(removeEmblem ? { emblem: null } : {}) };
  await adminApi.put(leaguePath(league.documentId), { data }, madeAgainst(league));
}

export const deleteLeague = (league: AdminLeague) =>
  adminApi.delete(leaguePath(league.documentId), madeAgainst(league));

/** The league as it is stored now. */
export const fetchLeague = async (documentId: string) =>
  (await adminApi.get<{ data: AdminLeague }>(leaguePath(documentId))).data;
