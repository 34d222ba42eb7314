import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_TEAMS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import type { Team } from '../../../domain/team.schemas.ts';
import { adminApi } from '../../api.ts';
import { uploadImage } from '../../components/admin/upload-image.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

/** A team as the back office lists it: the API's team with its emblem. */
export type AdminTeam = Team;

export const teamsKey = ['admin', 'teams'] as const;

/** One page of the card grid: 12 teams, by name. */
export const teamsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...teamsKey, 'page', page],
    queryFn: ({ signal }) =>
      adminApi.get<ListOf<AdminTeam>>('/api/teams', {
        query: { pagination: { page, pageSize: ADMIN_TEAMS_PAGE_SIZE }, sort: 'name', populate: ['emblem'] },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** What the team modal saves: a new file is uploaded first; `removeEmblem` clears the current one. */
export interface TeamSave {
  name: string;
  file: File | null;
  removeEmblem: boolean;
}

const teamPath = (documentId: string) => `/api/teams/${encodeURIComponent(documentId)}`;

/** Creates a team (null), or changes one as it was read (its version: refused with 412 if it changed since). */
export async function saveTeam(team: AdminTeam | null, { name, file, removeEmblem }: TeamSave): Promise<void> {
  let emblem: number | null | undefined;
  if (file) emblem = (await uploadImage(file)).id;
  else if (removeEmblem) emblem = null;
  const data = { name, ...(emblem === undefined ? {} : { emblem }) };
  if (team) await adminApi.put(teamPath(team.documentId), { data }, madeAgainst(team));
  else await adminApi.post('/api/teams', { data: { emblem: null, ...data } });
}

export const deleteTeam = (team: AdminTeam) => adminApi.delete(teamPath(team.documentId), madeAgainst(team));

/** The team as it is stored now, with its emblem. */
export const fetchTeam = async (documentId: string) =>
  (await adminApi.get<{ data: AdminTeam }>(teamPath(documentId), { query: { populate: ['emblem'] } })).data;
