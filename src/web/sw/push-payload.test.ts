import { describe, expect, test } from 'vitest';
import { GENERIC_PUSH, notificationFor, notificationTarget, readPushPayload } from './push-payload.ts';

const ORIGIN = 'https://prezice.example';
const valid = {
  title: 'Etapa 12 începe mâine',
  body: 'Mai ai 3 meciuri de prezis.',
  url: '/matches?round=12',
  tag: 'r12',
};

describe('readPushPayload', () => {
  test('a payload of the contract is read as it is', () => {
    expect(readPushPayload(JSON.stringify(valid))).toEqual(valid);
  });

  test.each([
    ['no data', null],
    ['empty text', ''],
    ['not JSON', 'Ai meciuri'],
    ['JSON but not an object', '42'],
    ['a missing title', JSON.stringify({ ...valid, title: undefined })],
    ['an empty title', JSON.stringify({ ...valid, title: '' })],
    ['an absolute URL to another site', JSON.stringify({ ...valid, url: 'https://evil.example/' })],
    ['a protocol-relative URL', JSON.stringify({ ...valid, url: '//evil.example/x' })],
    ['a javascript: URL', JSON.stringify({ ...valid, url: 'javascript:alert(1)' })],
  ])('%s gives the generic Romanian reminder', (_label, text) => {
    expect(readPushPayload(text)).toEqual({
      title: 'Prezice',
      body: 'Ai meciuri de prezis.',
      url: '/matches',
      tag: GENERIC_PUSH.tag,
    });
  });
});

test('the notification carries the icons, Romanian, its tag and the URL to open', () => {
  expect(notificationFor(valid)).toEqual({
    title: valid.title,
    options: {
      body: valid.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ro',
      dir: 'ltr',
      tag: 'r12',
      data: { url: '/matches?round=12' },
    },
  });
  expect(notificationFor({ ...valid, tag: '' }).options).not.toHaveProperty('tag');
});

describe('notificationTarget', () => {
  test('a path of the site opens on the site', () => {
    expect(notificationTarget({ url: '/predict/abc#x' }, ORIGIN)).toBe(`${ORIGIN}/predict/abc#x`);
  });

  test.each([
    undefined,
    null,
    'x',
    {},
    { url: 7 },
    { url: 'https://evil.example/' },
    { url: '//evil.example/' },
    { url: '/\\evil.example/' },
    { url: 'matches' },
  ])('anything else (%j) opens the matches page', (data) => {
    expect(notificationTarget(data, ORIGIN)).toBe(`${ORIGIN}/matches`);
  });
});
