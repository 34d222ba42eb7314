import { describe, expect, test } from 'vitest';
import { returnPathOf, safeReturnPath, withReturn } from './return-path.ts';

describe('the return path after login or registration', () => {
  test.each([
    ['/leagues/join/ABCDEFGHJK', '/leagues/join/ABCDEFGHJK'],
    ['/leagues?tab=1#x', '/leagues?tab=1#x'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/a\\b', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['leagues', null],
    ['', null],
    [null, null],
  ])('%j → %j', (target, expected) => {
    expect(safeReturnPath(target)).toBe(expected);
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
  });
});
