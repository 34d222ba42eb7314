import { queryOptions } from '@tanstack/react-query';
import type { SharedPick } from '../../../domain/pick.schemas.ts';
import { api } from '../../api.ts';

/** The API's path of a shared pick, and of its card. */
export const pickApiPath = (username: string, matchId: string) =>
  `/api/picks/${encodeURIComponent(username)}/${encodeURIComponent(matchId)}`;

/** A player's pick on a match, public once the deadline has passed (404 before). */
export const pickQuery = (username: string, matchId: string) =>
  queryOptions({
    queryKey: ['picks', username, matchId],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SharedPick }>(pickApiPath(username, matchId), { signal })).data,
    retry: false,
  });
