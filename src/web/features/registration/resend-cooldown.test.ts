import { describe, expect, test } from 'vitest';
import { formatCooldown, parseRetryAfter, RESEND_COOLDOWN_SECONDS, secondsLeft } from './resend-cooldown.ts';

describe('formatCooldown', () => {
  test.each([
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [4.2, '0:05'],
    [125, '2:05'],
  ])('%d s reads %s', (s, text) => expect(formatCooldown(s)).toBe(text));
});

describe('secondsLeft', () => {
  test('rounds up and never goes below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  test('seconds', () => expect(parseRetryAfter('42')).toBe(42));
  test('an HTTP date', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 10:00:30 GMT', now)).toBe(30);
  });
  test('missing or unreadable means the default', () => {
    expect(parseRetryAfter(null)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(parseRetryAfter('soon')).toBe(RESEND_COOLDOWN_SECONDS);
  });
});
