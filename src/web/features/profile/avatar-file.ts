import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { gameMessages } from '../../../domain/messages.ts';

/** The client's checks of a chosen avatar (the server checks again): null when it may be sent. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return gameMessages.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return gameMessages.avatarTooLarge;
  return null;
}
