import { expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { avatarFileError } from './avatar-file.ts';

test.each([
  ['a small png', { type: 'image/png', size: 1000 }, null],
  ['exactly 5 MB', { type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
  ['over 5 MB', { type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 }, gameMessages.avatarTooLarge],
  ['a pdf', { type: 'application/pdf', size: 10 }, gameMessages.avatarNotImage],
  ['no type', { type: '', size: 10 }, gameMessages.avatarNotImage],
])('%s', (_, file, expected) => expect(avatarFileError(file)).toBe(expected));
