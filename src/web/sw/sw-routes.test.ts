import { describe, expect, test } from 'vitest';
import { isAppNavigation, pickWindow, type WindowInfo } from './sw-routes.ts';

const ORIGIN = 'https://prezice.example';

describe('isAppNavigation', () => {
  test.each(['/', '/matches', '/predict/abc?x=1', '/apis', '/administrare', '/uploadsx/a'])(
    '%s is a page of the public app',
    (path) => {
      expect(isAppNavigation(new URL(path, ORIGIN), ORIGIN)).toBe(true);
    },
  );

  test.each([
    '/api/calendar/t.ics',
    '/api',
    '/uploads/a.png',
    '/healthz',
    '/readyz',
    '/admin',
    '/admin/matches',
    '/admin?x',
  ])('%s is left to the network', (path) => {
    expect(isAppNavigation(new URL(path, ORIGIN), ORIGIN)).toBe(false);
  });

  test('another origin is left alone', () => {
    expect(isAppNavigation(new URL('https://other.example/matches'), ORIGIN)).toBe(false);
  });
});

describe('pickWindow', () => {
  const w = (url: string, focused = false, visibilityState: DocumentVisibilityState = 'hidden'): WindowInfo => ({
    url,
    focused,
    visibilityState,
  });

  test('prefers the focused window, then a visible one, then any of the site', () => {
    const hidden = w(`${ORIGIN}/a`);
    const visible = w(`${ORIGIN}/b`, false, 'visible');
    const focused = w(`${ORIGIN}/c`, true, 'visible');
    expect(pickWindow([hidden, visible, focused], ORIGIN)).toBe(focused);
    expect(pickWindow([hidden, visible], ORIGIN)).toBe(visible);
    expect(pickWindow([hidden], ORIGIN)).toBe(hidden);
  });

  test("never a window of another origin, and none when the site's are closed", () => {
    expect(pickWindow([w('https://other.example/', true, 'visible'), w('about:blank')], ORIGIN)).toBeUndefined();
    expect(pickWindow([], ORIGIN)).toBeUndefined();
  });
});
