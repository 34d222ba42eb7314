import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_TEAMS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Pagination } from '../../../domain/media.schemas.ts';
import { ApiError, adminApi } from '../../api.ts';

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

/** POST /api/upload (field `files`); the first item of the answer carries the id. */
export async function uploadImage(file: File): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', file);
  const answer = await adminApi.post<unknown>('/api/upload', form);
  const first = Array.isArray(answer) ? (answer[0] as { id?: unknown; url?: unknown } | undefined) : undefined;
  if (!first || typeof first.id !== 'number') {
    throw new ApiError(500, 'UploadFormatError', 'File upload failed: unexpected response format');
  }
  return { id: first.id, url: String(first.url ?? '') };
}

/** What the team modal saves: a new file is uploaded first; `removeEmblem` clears the current one. */
export interface TeamInput {
  documentId: string | null;
  name: string;
  file: File | null;
  removeEmblem: boolean;
}

export async function saveTeam({ documentId, name, file, removeEmblem }: TeamInput): Promise<void> {
  let emblem: number | null | undefined;
  if (file) emblem = (await uploadImage(file)).id;
  else if (removeEmblem) emblem = null;
  const data = { name, ...(emblem === undefined ? {} : { emblem }) };
  if (documentId) await adminApi.put(`/api/teams/${encodeURIComponent(documentId)}`, { data });
  else await adminApi.post('/api/teams', { data: { emblem: null, ...data } });
}

export const deleteTeam = (documentId: string) => adminApi.delete(`/api/teams/${encodeURIComponent(documentId)}`);
