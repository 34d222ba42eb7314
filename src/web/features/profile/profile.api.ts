import { queryOptions } from '@tanstack/react-query';
import { gameMessages } from '../../../domain/messages.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import { ApiError, api, isApiError } from '../../api.ts';
import { getUserToken } from '../../session.ts';

export const profilePaths = {
  private: '/api/private-profile',
  public: (documentId: string) => `/api/public-profile/${encodeURIComponent(documentId)}`,
  upload: '/api/upload',
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

/** 401, 403 or a token-related message: the stored session is no good (seed 000 §4). */
export function isSessionError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401 || error.status === 403) return true;
  return /token|jwt/i.test(error.message);
}

export interface UploadedFile {
  id: number;
  url: string;
}

/**
 * Sends one file to POST /api/upload (field `files`) with XMLHttpRequest, which reports real upload
 * progress. The answer must be a non-empty list of files.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', profilePaths.upload);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getUserToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NetworkError', gameMessages.avatarUploadFailed));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = (payload as { error?: { message?: unknown; details?: unknown } } | undefined)?.error;
        const message = typeof error?.message === 'string' ? error.message : gameMessages.avatarUploadFailed;
        reject(new ApiError(xhr.status, 'ApplicationError', message));
        return;
      }
      const first = Array.isArray(payload) ? (payload[0] as Partial<UploadedFile> | undefined) : undefined;
      if (!first || typeof first.id !== 'number') {
        reject(new ApiError(xhr.status, 'UploadFormatError', gameMessages.uploadBadResponse));
        return;
      }
      onProgress(1);
      resolve({ id: first.id, url: String(first.url ?? '') });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('files', file);
    xhr.send(body);
  });
}

/** Sets the uploaded file as the user's avatar. */
export function setAvatar(fileId: number) {
  return api.put<unknown>(profilePaths.me, { avatar: fileId });
}
