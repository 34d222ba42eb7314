import { queryOptions } from '@tanstack/react-query';
import type { ImportPending, ImportRun, ImportStatus, ImportTeam } from '../../../domain/results-import.schemas.ts';
import { adminApi } from '../../api.ts';
import { fetchAllPages } from '../../components/admin/fetch-all.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

export const importKey = ['admin', 'results-import'] as const;

export const importStatusQuery = () =>
  queryOptions({
    queryKey: [...importKey, 'status'],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: ImportStatus }>('/api/results-import/status', { signal })).data,
  });

export const importTeamsQuery = () =>
  queryOptions({
    queryKey: [...importKey, 'teams'],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: ImportTeam[] }>('/api/results-import/teams', { signal })).data,
  });

export const importPendingQuery = () =>
  queryOptions({
    queryKey: [...importKey, 'pending'],
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: ImportPending[] }>('/api/results-import/pending', { signal })).data,
  });

/** Our teams, for the mapping select. */
export const ourTeamsQuery = () =>
  queryOptions({
    queryKey: [...importKey, 'our-teams'],
    queryFn: () => fetchAllPages<{ documentId: string; name: string }>('/api/teams', { sort: 'name' }),
  });

export const runImportNow = async () => (await adminApi.post<{ data: ImportRun }>('/api/results-import/run')).data;

/** Maps a provider team to one of ours (a documentId), or to a new team of its name ('new'). */
export const mapProviderTeam = (providerId: string, target: string) =>
  adminApi.put(`/api/results-import/teams/${encodeURIComponent(providerId)}`, {
    data: target === 'new' ? { create: true } : { team: target },
  });

/** A decision is made against the match as the list showed it: a match changed since is refused (412). */
export const acceptPending = (item: ImportPending, reason: string) =>
  adminApi.post(`/api/results-import/pending/${item.id}/accept`, { data: { reason } }, madeAgainst(item.match));

export const dismissPending = (item: ImportPending) =>
  adminApi.post(`/api/results-import/pending/${item.id}/dismiss`, undefined, madeAgainst(item.match));
