import { describe, expect, test } from 'vitest';
import { count, countWords, formatNumber, nouns, takesDe } from './numerals.ts';

describe('takesDe: the last two digits are 00 or 20 to 99', () => {
  test.each([
    [0, false],
    [1, false],
    [2, false],
    [19, false],
    [20, true],
    [21, true],
    [40, true],
    [99, true],
    [100, true],
    [101, false],
    [102, false],
    [119, false],
    [120, true],
    [200, true],
    [219, false],
    [1000, true],
    [1001, false],
    [1019, false],
    [1020, true],
    [1_000_000, true],
    [-1, false],
    [-19, false],
    [-20, true],
    [-101, false],
    [-120, true],
  ])('%i → %s', (n, expected) => expect(takesDe(n)).toBe(expected));
});

describe('count: number, "de" when it takes one, the noun in its right number', () => {
  test.each([
    [0, nouns.points, '0 puncte'],
    [1, nouns.points, '1 punct'],
    [2, nouns.points, '2 puncte'],
    [19, nouns.points, '19 puncte'],
    [20, nouns.points, '20 de puncte'],
    [40, nouns.points, '40 de puncte'],
    [100, nouns.points, '100 de puncte'],
    [101, nouns.points, '101 puncte'],
    [119, nouns.points, '119 puncte'],
    [120, nouns.points, '120 de puncte'],
    [1000, nouns.points, '1.000 de puncte'],
    [1019, nouns.points, '1.019 puncte'],
    [12_345, nouns.points, '12.345 de puncte'],
    [-1, nouns.points, '-1 punct'],
    [-5, nouns.points, '-5 puncte'],
    [-20, nouns.points, '-20 de puncte'],
    [-1000, nouns.points, '-1.000 de puncte'],
    [1, nouns.matches, '1 meci'],
    [3, nouns.matches, '3 meciuri'],
    [30, nouns.matches, '30 de meciuri'],
    [1, nouns.predictions, '1 predicție'],
    [7, nouns.predictions, '7 predicții'],
    [250, nouns.predictions, '250 de predicții'],
    [1, nouns.comments, '1 comentariu'],
    [1, nouns.fans, '1 suporter'],
    [5, nouns.fans, '5 suporteri'],
    [1, nouns.activeFans, '1 suporter activ'],
    [20, nouns.activeFans, '20 de suporteri activi'],
    [0, nouns.comments, '0 comentarii'],
    [21, nouns.comments, '21 de comentarii'],
    [1, nouns.likes, '1 apreciere'],
    [105, nouns.likes, '105 aprecieri'],
    [2000, nouns.likes, '2.000 de aprecieri'],
    [1, nouns.players, '1 jucător'],
    [11, nouns.players, '11 jucători'],
    [10_000, nouns.players, '10.000 de jucători'],
    [1, nouns.days, '1 zi'],
    [20, nouns.days, '20 de zile'],
    [1, ['predicție punctată', 'predicții punctate'] as const, '1 predicție punctată'],
    [45, ['predicție punctată', 'predicții punctate'] as const, '45 de predicții punctate'],
  ])('%i %j → %s', (n, forms, expected) => expect(count(n, forms)).toBe(expected));

  test('the words alone, for a number shown apart from them', () => {
    expect(countWords(1, nouns.players)).toBe('jucător');
    expect(countWords(5, nouns.players)).toBe('jucători');
    expect(countWords(1500, nouns.players)).toBe('de jucători');
  });

  test('numbers are written the ro-RO way', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    expect(formatNumber(-2500)).toBe('-2.500');
    // Four digits are grouped too: an adjustment's new total reads as the table's.
    expect(formatNumber(1650)).toBe('1.650');
    expect(formatNumber(-1650)).toBe('-1.650');
    expect(formatNumber(12.5)).toBe('12,5');
  });

  test('Romanian letters use the comma below, never the cedilla', () => {
    const words = Object.values(nouns).flat().join(' ');
    // The cedilla letters s, t, S and T (U+015F, U+0163, U+015E, U+0162), as escapes: this file holds none.
    expect(words).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
  });
});

describe('formatNumber: as Intl.NumberFormat ro-RO writes it', () => {
  const intl = new Intl.NumberFormat('ro-RO');
  const edges = [0, -0, 5, 999, 1000, 1650, -2500, 12_345_678, 0.5, 1.2345, 1.0005, 0.9995, 999.9996, -0.0004];
  const extremes = [2.675, 1234.5678, 1e21, 1e-7, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER];
  test.each([...edges, ...extremes])('%d', (n) => expect(formatNumber(n)).toBe(intl.format(n)));

  test('equal on 20,000 integers and decimals of every size', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      const raw = (random() - 0.3) * magnitude;
      const n = i % 3 === 0 ? Math.round(raw) : i % 3 === 1 ? Math.round(raw * 10_000) / 10_000 : raw;
      expect(formatNumber(n), String(n)).toBe(intl.format(n));
    }
  });
});
