import { UPLOAD_MAX_BYTES, VIDEO_EXTENSIONS } from '../../../domain/limits.ts';
import { contentMessages } from '../../../domain/messages.ts';

/** The file types the composer offers. The server decides from the bytes. */
export const POST_FILE_ACCEPT = 'image/*,video/mp4,video/webm,video/ogg,video/quicktime';

const videoExtensions = new Set<string>(VIDEO_EXTENSIONS);

/** A video when the url's extension (query and fragment aside) is mp4, webm, ogg or mov. */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return false;
  return videoExtensions.has(path.slice(dot + 1).toLowerCase());
}

/** A stored url made absolute: one without a scheme is resolved against the site's origin. */
export function absoluteMediaUrl(url: string, origin: string): string {
  if (/^(https?:|blob:|data:)/i.test(url)) return url;
  try {
    return new URL(url.startsWith('/') ? url : `/${url}`, origin).href;
  } catch {
    return url;
  }
}

/** Why a chosen file cannot be sent, checked before any upload; null when it may go. */
export function postFileError(file: { size: number }): string | null {
  return file.size > UPLOAD_MAX_BYTES ? contentMessages.postTooLarge : null;
}
