import { describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { absoluteMediaUrl, isVideoUrl, postFileError } from './post-media.ts';

describe('isVideoUrl', () => {
  test.each([
    ['/uploads/a.mp4', true],
    ['/uploads/a.WEBM', true],
    ['/uploads/a.ogg?v=2', true],
    ['https://cdn.example.ro/x/clip.mov#t=1', true],
    ['/uploads/a.png', false],
    ['/uploads/mp4/picture', false],
    ['/uploads/a.mp4.jpg', false],
    ['', false],
  ])('%s → %s', (url, expected) => expect(isVideoUrl(url)).toBe(expected));
});

describe('absoluteMediaUrl', () => {
  const origin = 'https://prezice.ro';
  test.each([
    ['/uploads/a.png', 'https://prezice.ro/uploads/a.png'],
    ['uploads/a.png', 'https://prezice.ro/uploads/a.png'],
    ['https://cdn.example.ro/a.png', 'https://cdn.example.ro/a.png'],
    ['blob:https://prezice.ro/123', 'blob:https://prezice.ro/123'],
  ])('%s → %s', (url, expected) => expect(absoluteMediaUrl(url, origin)).toBe(expected));
});

test.each([
  [UPLOAD_MAX_BYTES, null],
  [UPLOAD_MAX_BYTES + 1, contentMessages.postTooLarge],
  [0, null],
])('a file of %i bytes → %s', (size, expected) => expect(postFileError({ size })).toBe(expected));
