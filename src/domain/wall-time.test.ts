import { describe, expect, test } from 'vitest';
import { fromBucharestInput, toBucharestInput } from './dates.ts';
import { readBucharestWallTime, wallTimeMessages } from './wall-time.ts';

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
