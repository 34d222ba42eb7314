import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_TEAMS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Pagination } from '../../../domain/media.schemas.ts';
import { adminApi } from '../../api.ts';
import { uploadImage } from '../admin-ui/upload-image.ts';

export interface AdminTeam {
  id: number;
  documentId: string;
  name: string;
  emblem: { id: number; url: string } | null;
}

interface TeamsPage {
  data: AdminTeam[];
  meta: { pagination: Pagination };
}

export const teamsKey = ['admin', 'teams'] as const;

/** One page of the card grid: 12 teams, by name. */
export const teamsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...teamsKey, 'page', page],
    queryFn: ({ signal }) =>
      adminApi.get<TeamsPage>('/api/teams', {
        query: { pagination: { page, pageSize: ADMIN_TEAMS_PAGE_SIZE }, sort: 'name', populate: ['emblem'] },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** What the team modal saves: a new file is uploaded first; `removeEmblem` clears the current one. */
export interface TeamWrite {
  name: string;
  file: File | null;
  removeEmblem: boolean;
}

export async function saveTeam(documentId: string | null, { name, file, removeEmblem }: TeamWrite): Promise<void> {
  let emblem: number | null | undefined;
  if (file) emblem = (await uploadImage(file)).id;
  else if (removeEmblem) emblem = null;
  const data = { name, ...(emblem === undefined ? {} : { emblem }) };
  if (documentId) await adminApi.put(`/api/teams/${encodeURIComponent(documentId)}`, { data });
  else await adminApi.post('/api/teams', { data: { emblem: null, ...data } });
}

export const deleteTeam = (documentId: string) => adminApi.delete(`/api/teams/${encodeURIComponent(documentId)}`);
