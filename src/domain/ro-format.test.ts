import { describe, expect, test } from 'vitest';
import {
  formatDecimal,
  formatRoDate,
  parseDecimal,
  parseRoDate,
  parseTime24,
  wallClockOf,
  wallClockParts,
} from './ro-format.ts';

describe('parseRoDate', () => {
  test.each([
    ['15.01.2020', '2020-01-15'],
    ['5.1.2020', '2020-01-05'],
    ['15/01/2020', '2020-01-15'],
    [' 29.02.2024 ', '2024-02-29'],
    ['2020-01-15', '2020-01-15'],
    ['29.02.2023', null],
    ['31.04.2026', null],
    ['00.01.2026', null],
    ['15.13.2026', null],
    ['01/15/2020', null],
    ['15.01.20', null],
    ['', null],
    ['mâine', null],
  ])('%j → %j', (text, expected) => expect(parseRoDate(text)).toBe(expected));

  test('formatRoDate shows ZZ.LL.AAAA', () => {
    expect(formatRoDate('2020-01-15')).toBe('15.01.2020');
    expect(formatRoDate('')).toBe('');
  });
});

describe('parseTime24', () => {
  test.each([
    ['12:00', '12:00'],
    ['9:05', '09:05'],
    ['20.30', '20:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['12:00 PM', null],
    ['12:00 PI', null],
    ['7', null],
    ['', null],
  ])('%j → %j', (text, expected) => expect(parseTime24(text)).toBe(expected));
});

describe('a wall-clock date-time from its parts, and back', () => {
  test.each([
    ['15.01.2020', '20:30', '2020-01-15T20:30'],
    ['15.01.2020', '8:00', '2020-01-15T08:00'],
    ['15.01.2020', '', null],
    ['', '20:30', null],
    ['31.02.2020', '20:30', null],
  ])('%j %j → %j', (date, time, expected) => expect(wallClockOf(date, time)).toBe(expected));

  test('its parts', () => {
    expect(wallClockParts('2020-01-15T20:30')).toEqual({ date: '15.01.2020', time: '20:30' });
    expect(wallClockParts('')).toEqual({ date: '', time: '' });
  });
});

describe('decimals with a comma', () => {
  test.each([
    ['1,85', 1.85],
    ['1.85', 1.85],
    [' 2 ', 2],
    ['1000', 1000],
    ['1,', null],
    [',5', null],
    ['1,2,3', null],
    ['1.000,5', null],
    ['-1,5', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (text, expected) => expect(parseDecimal(text)).toBe(expected));

  test.each([
    [1.85, '1,85'],
    [2, '2,00'],
    [5.8275, '5,83'],
    [1000, '1000,00'],
  ])('%d shows as %j', (n, shown) => expect(formatDecimal(n)).toBe(shown));
});
