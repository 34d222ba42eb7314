import { describe, expect, test } from 'vitest';
import { bucharestParts, bucharestYear, formatDateTime, fromBucharestInput, toBucharestInput } from './dates.ts';

describe('dates in Romania time', () => {
  test('formats ro-RO in Europe/Bucharest (summer, UTC+3)', () => {
    expect(formatDateTime('2026-07-01T15:30:00Z')).toBe('1 iulie 2026 la 18:30');
  });
  test('formats ro-RO in Europe/Bucharest (winter, UTC+2)', () => {
    expect(formatDateTime('2026-01-10T15:30:00Z')).toBe('10 ianuarie 2026 la 17:30');
  });
  test.each([
    ['2026-07-01T18:30', '2026-07-01T15:30:00.000Z'],
    ['2026-01-10T17:30', '2026-01-10T15:30:00.000Z'],
    ['2026-03-29T12:00', '2026-03-29T09:00:00.000Z'],
    ['2026-10-25T12:00', '2026-10-25T10:00:00.000Z'],
  ])('reads %s as Bucharest wall-clock time', (input, iso) => {
    expect(fromBucharestInput(input).toISOString()).toBe(iso);
    expect(toBucharestInput(iso)).toBe(input);
  });
});

test("bucharestYear: Romania's year at every hour around New Year and on every day of the year", () => {
  const hour = 3_600_000;
  for (let year = 2025; year <= 2030; year++) {
    const newYear = Date.UTC(year, 0, 1);
    for (let t = newYear - 48 * hour; t <= newYear + 48 * hour; t += hour / 4) {
      expect(bucharestYear(t), new Date(t).toISOString()).toBe(bucharestParts(t).year);
    }
    for (let t = newYear; t < newYear + 365 * 24 * hour; t += 24 * hour + 37 * 60_000) {
      expect(bucharestYear(t)).toBe(bucharestParts(t).year);
    }
  }
});
