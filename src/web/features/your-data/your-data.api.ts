import { queryOptions } from '@tanstack/react-query';
import type { DataExportStatus } from '../../../domain/gdpr.ts';
import { adminApi, api, withAdminRecovery } from '../../api.ts';
import { downloadWithToken } from '../../download.ts';
import { getAdminToken, getUserToken } from '../../session.ts';

// "Datele tale": the export's state, asking for it, downloading it (with the token: the link is the owner's only),
// and the account's deletion. The back office uses the same calls on a player's account.

const gdprPaths = {
  ownExport: '/api/me/data-export',
  ownDeletion: '/api/me/deletion',
  userExport: (id: number) => `/api/users/${id}/data-export`,
  userDeletion: (id: number) => `/api/users/${id}/deletion`,
} as const;

/** While the archive is being built, the state is asked again this often. */
const PENDING_POLL_MS = 1_500;

export const exportStatusQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['data-export', userId ?? 'me'],
    queryFn: async ({ signal }) =>
      userId
        ? (await adminApi.get<{ data: DataExportStatus }>(gdprPaths.userExport(userId), { signal })).data
        : (await api.get<{ data: DataExportStatus }>(gdprPaths.ownExport, { signal })).data,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });

export async function requestExport(userId: number | null) {
  const answer = userId
    ? await adminApi.post<{ data: DataExportStatus }>(gdprPaths.userExport(userId))
    : await api.post<{ data: DataExportStatus }>(gdprPaths.ownExport);
  return answer.data;
}

/**
 * Fetches the ZIP with the caller's token and hands it to the browser as a download; the back office's goes through
 * its recovery (a player's archive asks for the password when the last one is not recent).
 */
export function downloadArchive(url: string, asAdmin = false): Promise<void> {
  const options = { fallbackName: 'prezice-date.zip' };
  if (asAdmin) return withAdminRecovery(() => downloadWithToken(url, getAdminToken(), options));
  return downloadWithToken(url, getUserToken(), options);
}

export async function requestOwnDeletion(input: { password: string; confirmation: string }) {
  return (await api.post<{ data: { deleteAfter: string } }>(gdprPaths.ownDeletion, input)).data;
}

export async function requestDeletionFor(userId: number, confirmation: string) {
  return (await adminApi.post<{ data: { deleteAfter: string } }>(gdprPaths.userDeletion(userId), { confirmation }))
    .data;
}
