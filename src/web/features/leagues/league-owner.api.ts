import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueMember } from '../../../domain/league.schemas.ts';
import type { Pagination } from '../../../domain/media.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { api } from '../../api.ts';
import { uploadFile } from '../../upload-file.ts';
import { leagueToolsMessages as t } from './league-tools-messages.ts';

// The calls of the owner's tools and of leaving, apart from leagues.api.ts: the page loads them lazily, with the
// tools, so they stay out of its first download.

/** How many members a page of the owner's list shows. */
const MEMBERS_PAGE_SIZE = 20;

const leagueUrl = (id: string, path = '') => `/api/leagues/${encodeURIComponent(id)}${path}`;
const oneKey = (id: string) => ['leagues', 'one', id];

export const useLeagueMembers = (id: string, page: number, search: string) =>
  useQuery({
    queryKey: ['leagues', 'members', id, search, page],
    queryFn: ({ signal }) =>
      api.get<{ data: LeagueMember[]; meta: { pagination: Pagination } }>(leagueUrl(id, '/members'), {
        query: {
          pagination: { page, pageSize: MEMBERS_PAGE_SIZE },
          ...(search ? { filters: { username: { $containsi: search } } } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A change to one league: the page shows the league as the server answers it; its lists are read again. */
function useLeagueChange<Input>(id: string, send: (input: Input) => Promise<League>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (league) => {
      client.setQueryData(oneKey(id), league);
      await client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'leagues' && (q.queryKey[1] === 'mine' || q.queryKey[2] === id),
      });
    },
  });
}

const put = (id: string, path: string, data: unknown) =>
  api.put<{ data: League }>(leagueUrl(id, path), { data }).then((r) => r.data);

export const useUpdateLeague = (id: string) =>
  useLeagueChange(id, (data: { name?: string; description?: string | null; emblem?: number | null }) =>
    put(id, '', data),
  );

/** A new emblem (the image is uploaded first, with its progress), or none (null). */
export const useSetEmblem = (id: string, onProgress: (fraction: number) => void) =>
  useLeagueChange(id, async (file: File | null) => {
    const upload = file
      ? await uploadFile(file, {
          onProgress,
          failedMessage: t.emblemFailed,
          badResponseMessage: gameMessages.uploadBadResponse,
          imagesOnly: true,
        })
      : null;
    return put(id, '', { emblem: upload?.id ?? null });
  });

export const useNewCode = (id: string) =>
  useLeagueChange(id, () => api.post<{ data: League }>(leagueUrl(id, '/code')).then((r) => r.data));

export const useHandOver = (id: string) =>
  useLeagueChange(id, (member: LeagueMember) => put(id, '/owner', { user: member.documentId }));

export const useRemoveMember = (id: string) =>
  useLeagueChange(id, async (member: LeagueMember) => {
    await api.delete(leagueUrl(id, `/members/${encodeURIComponent(member.documentId)}`));
    return api.get<{ data: League }>(leagueUrl(id)).then((r) => r.data);
  });

/**
 * Leaving or deleting: `onGone` leaves the page first, then the league's queries are dropped (read again, they
 * would answer 403 or 404) and the list of the caller's leagues is read again.
 */
export function useLeaveOrDelete(id: string, how: 'leave' | 'delete', onGone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => (how === 'leave' ? api.post(leagueUrl(id, '/leave')) : api.delete(leagueUrl(id))),
    onSuccess: () => {
      onGone();
      client.removeQueries({ predicate: (q) => q.queryKey[0] === 'leagues' && q.queryKey[2] === id });
      void client.invalidateQueries({ queryKey: ['leagues', 'mine'] });
    },
  });
}
