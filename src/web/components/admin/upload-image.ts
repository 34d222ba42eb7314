import { gameMessages } from '../../../domain/messages.ts';
import { ApiError, adminApi } from '../../api.ts';
import { imageUploadPath } from '../../upload-file.ts';

/**
 * POST /api/upload?accept=image (field `files`) with the admin token: a picture only (an SVG comes back a PNG);
 * the first item of the answer carries the id.
 */
export async function uploadImage(file: File): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', file);
  const answer = await adminApi.post<unknown>(imageUploadPath, form);
  const first = Array.isArray(answer) ? (answer[0] as { id?: unknown; url?: unknown } | undefined) : undefined;
  if (!first || typeof first.id !== 'number') {
    throw new ApiError(500, 'UploadFormatError', gameMessages.uploadBadResponse);
  }
  return { id: first.id, url: String(first.url ?? '') };
}
