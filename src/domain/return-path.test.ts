import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loginReturningTo, returnPathOf, safeReturnPath, withReturn } from './return-path.ts';

describe('the return path after login or registration', () => {
  test.each([
    ['/leagues/join/ABCDEFGHJK', '/leagues/join/ABCDEFGHJK'],
    ['/predict/abcdefghijklmnopqrstuvwx', '/predict/abcdefghijklmnopqrstuvwx'],
    ['/daily-slips?page=2', '/daily-slips?page=2'],
    ['/leagues?tab=1#x', '/leagues?tab=1#x'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['///evil.example', null],
    ['/\\evil.example', null],
    ['/a\\b', null],
    ['https://evil.example/', null],
    ['HTTP://evil.example/', null],
    ['javascript:alert(1)', null],
    [' /leagues', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r/evil.example', null],
    ['/\u0000x', null],
    ['/\u007fx', null],
    ['/\u0085x', null],
    ['leagues', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (target, expected) => {
    expect(safeReturnPath(target)).toBe(expected);
  });

  test('whatever is accepted stays on this site once the browser reads it', () => {
    const base = 'https://prezice.ro/login';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (s) => {
          const safe = safeReturnPath(s);
          if (safe !== null) expect(new URL(safe, base).origin).toBe('https://prezice.ro');
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('is written into and read back from the query', () => {
    const url = withReturn('/register', '/leagues/join/AB CD?x=1&y=2');
    expect(url).toBe('/register?redirect=%2Fleagues%2Fjoin%2FAB+CD%3Fx%3D1%26y%3D2');
    expect(returnPathOf(new URL(url, 'https://prezice.ro').searchParams)).toBe('/leagues/join/AB CD?x=1&y=2');
  });

  test('an unsafe, missing or home target leaves the path alone', () => {
    expect(withReturn('/login', '//evil.example')).toBe('/login');
    expect(withReturn('/login', null)).toBe('/login');
    expect(withReturn('/login', '/')).toBe('/login');
    expect(returnPathOf(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBeNull();
    expect(returnPathOf(new URLSearchParams('redirect=https%3A%2F%2Fevil.example'))).toBeNull();
  });

  test('the login leads back to a location: its path and its query', () => {
    expect(loginReturningTo({ pathname: '/predict/m1', search: '?from=home' })).toBe(
      '/login?redirect=%2Fpredict%2Fm1%3Ffrom%3Dhome',
    );
    expect(loginReturningTo({ pathname: '/', search: '' })).toBe('/login');
  });
});
