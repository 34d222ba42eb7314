import { tooLargeAny } from '../domain/messages.ts';
import { ApiError } from './api.ts';
import { getUserToken } from './session.ts';

// One upload for the avatar and the post: XMLHttpRequest, because fetch reports no upload progress.

export const uploadPath = '/api/upload';
/** The upload for a picture (an avatar, an emblem): the server takes pictures only and says so when refusing. */
export const imageUploadPath = `${uploadPath}?accept=image`;

export interface UploadedFile {
  id: number;
  url: string;
  mime: string;
}

export interface UploadOptions {
  /** The share sent so far, 0..1, from the browser's real upload events. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** What a failure reads when the server does not say why (or cannot be reached). */
  failedMessage: string;
  /** What an answer that is not a non-empty list of files reads. */
  badResponseMessage: string;
  /** A picture only (an avatar, an emblem): refused otherwise, with the picture formats named. */
  imagesOnly?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one file to POST /api/upload (field `files`) with the player's token. Resolves with the first
 * stored file; rejects with the server's message (an ApiError), or an AbortError when `signal` aborts.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  const { onProgress, signal, failedMessage, badResponseMessage, imagesOnly } = options;
  return new Promise<UploadedFile>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', imagesOnly ? imageUploadPath : uploadPath);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getUserToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NetworkError', failedMessage));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const payload = readJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
        const message =
          typeof error?.message === 'string' && error.message
            ? error.message
            : xhr.status === 413
              ? tooLargeAny
              : failedMessage;
        const details = error && isRecord(error.details) ? error.details : {};
        reject(new ApiError(xhr.status, 'ApplicationError', message, details));
        return;
      }
      const first: unknown = Array.isArray(payload) ? payload[0] : undefined;
      if (!isRecord(first) || typeof first.id !== 'number') {
        reject(new ApiError(xhr.status, 'UploadFormatError', badResponseMessage));
        return;
      }
      onProgress(1);
      resolve({ id: first.id, url: String(first.url ?? ''), mime: String(first.mime ?? '') });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('files', file);
    xhr.send(body);
  });
}
