import { describe, expect, test } from 'vitest';
import {
  formatDateTime,
  fromBucharestInput,
  readBucharestWallTime,
  toBucharestInput,
  wallTimeMessages,
} from './dates.ts';

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

describe('wall-clock times Romania skips or shows twice', () => {
  test('an ordinary time reads once, as fromBucharestInput reads it', () => {
    for (const input of [
      '2027-03-28T02:59',
      '2027-03-28T04:00',
      '2027-10-31T02:59',
      '2027-10-31T04:00',
      '2026-07-01T18:30',
    ]) {
      const reading = readBucharestWallTime(input);
      expect(reading).toEqual({ kind: 'ok', at: fromBucharestInput(input) });
    }
  });
  test('the spring gap (28.03.2027, 03:00 to 03:59) does not exist', () => {
    for (const input of ['2027-03-28T03:00', '2027-03-28T03:30', '2027-03-28T03:59']) {
      expect(readBucharestWallTime(input)).toEqual({ kind: 'gap', from: '03:00', to: '04:00' });
    }
    expect(wallTimeMessages.gap('2027-03-28T03:30', { from: '03:00', to: '04:00' })).toBe(
      'Ora 03:30 din 28.03.2027 nu există în România: la trecerea la ora de vară ceasul sare de la 03:00 direct la 04:00. Alege altă oră.',
    );
  });
  test('the autumn hour (31.10.2027, 03:00 to 03:59) exists twice, an hour apart', () => {
    const reading = readBucharestWallTime('2027-10-31T03:30');
    expect(reading).toEqual({
      kind: 'repeated',
      earlier: new Date('2027-10-31T00:30:00.000Z'),
      later: new Date('2027-10-31T01:30:00.000Z'),
      from: '04:00',
      to: '03:00',
    });
    expect(toBucharestInput('2027-10-31T00:30:00.000Z')).toBe('2027-10-31T03:30');
    expect(toBucharestInput('2027-10-31T01:30:00.000Z')).toBe('2027-10-31T03:30');
  });
  test.each(['', '2027-02-30T12:00', '2027-01-01T24:00', '2027-01-01T12:60', '12.01.2027 12:00'])(
    '%j is no time',
    (input) => {
      expect(readBucharestWallTime(input)).toEqual({ kind: 'invalid' });
    },
  );
});
