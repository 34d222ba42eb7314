import { queryOptions } from '@tanstack/react-query';
import { gameMessages } from '../../../domain/messages.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import { ApiError, api, isApiError } from '../../api.ts';

const profilePaths = {
  private: '/api/private-profile',
  public: (documentId: string) => `/api/public-profile/${encodeURIComponent(documentId)}`,
  me: '/api/user/me',
} as const;

/** A profile answer without a user: 'User not found'. */
function userOf(answer: { user?: Profile | null } | undefined): Profile {
  if (!answer?.user) throw new ApiError(404, 'NotFoundError', gameMessages.userNotFound);
  return answer.user;
}

export const privateProfileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'private'],
    queryFn: async ({ signal }) => userOf(await api.get<{ user?: Profile }>(profilePaths.private, { signal })),
    retry: false,
  });

export const publicProfileQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['profile', 'public', documentId],
    queryFn: async ({ signal }) =>
      userOf(await api.get<{ user?: Profile }>(profilePaths.public(documentId), { signal })),
  });

/** 401, 403 or a token-related message: the stored session is no good. */
export function isSessionError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401 || error.status === 403) return true;
  return /token|jwt/i.test(error.message);
}

/** Sets the uploaded file as the user's avatar. */
export function setAvatar(fileId: number) {
  return api.put<unknown>(profilePaths.me, { avatar: fileId });
}
