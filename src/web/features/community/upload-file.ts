import { ApiError } from '../../api.ts';
import { getUserToken } from '../../session.ts';
import { communityPaths } from './community.api.ts';

export interface UploadedFile {
  id: number;
  url: string;
  mime: string;
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
 * Sends one file to POST /api/upload (field `files`) with XMLHttpRequest, which reports the real
 * upload progress (0..1). Resolves with the first stored file; rejects with the server's message.
 */
export function uploadPostFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  fallbackMessage: string,
): Promise<UploadedFile> {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', communityPaths.upload);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getUserToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NetworkError', fallbackMessage));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const payload = readJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
        const message = typeof error?.message === 'string' && error.message ? error.message : fallbackMessage;
        const details = error && isRecord(error.details) ? error.details : {};
        reject(new ApiError(xhr.status, 'ApplicationError', message, details));
        return;
      }
      const first: unknown = Array.isArray(payload) ? payload[0] : undefined;
      if (!isRecord(first) || typeof first.id !== 'number') {
        reject(new ApiError(xhr.status, 'UploadFormatError', fallbackMessage));
        return;
      }
      onProgress(1);
      resolve({ id: first.id, url: String(first.url ?? ''), mime: String(first.mime ?? '') });
    };
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('files', file);
    xhr.send(body);
  });
}
