import { describe, expect, test } from 'vitest';
import { brokenPath, columns, labelEvery, placeTicks, placeY, shortRound, ticks, valueY } from './form-scale.ts';

describe('form chart geometry', () => {
  test('columns are centred in equal slots', () => {
    expect(columns(4, 0, 400)).toEqual([50, 150, 250, 350]);
    expect(columns(0, 0, 100)).toEqual([]);
  });

  test('place 1 is at the top, the worst place at the bottom; a single place stays on top', () => {
    expect(placeY(1, 5, 10, 110)).toBe(10);
    expect(placeY(5, 5, 10, 110)).toBe(110);
    expect(placeY(3, 5, 10, 110)).toBe(60);
    expect(placeY(1, 1, 10, 110)).toBe(10);
  });

  test('values keep 0 inside the axis, negative ones below it', () => {
    expect(valueY(0, 0, 100, 0, 100)).toBe(100);
    expect(valueY(100, 0, 100, 0, 100)).toBe(0);
    expect(valueY(0, -50, 50, 0, 100)).toBe(50);
    expect(valueY(-50, -50, 50, 0, 100)).toBe(100);
    expect(valueY(0, 0, 0, 0, 100)).toBe(100);
  });

  test('labels thin out on a narrow chart', () => {
    expect(labelEvery(6, 1200, 36)).toBe(1);
    expect(labelEvery(34, 300, 36)).toBe(5);
  });

  test('short names and ticks', () => {
    expect(shortRound('Etapa 12', 0)).toBe('E12');
    expect(shortRound('Finala', 3)).toBe('Fina');
    expect(shortRound('Etapa mx0doxxu02', 0)).toBe('mx0d');
    expect(shortRound(' ', 2)).toBe('3');
    expect(ticks(1, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(ticks(0, 260, 4)).toEqual([0, 100, 200]);
    expect(ticks(3, 3, 4)).toEqual([3]);
  });
});

describe('ticks on a short axis', () => {
  test('places 1 to 3 with room for 5 ticks: each place once (no repeated tick)', () => {
    expect(ticks(1, 3, 5)).toEqual([1, 2, 3]);
    expect(ticks(0, 2, 4)).toEqual([0, 1, 2]);
  });
});

describe('the place axis', () => {
  test.each([
    ['about 30 players, a phone (4 ticks)', 31, 4, [1, 10, 20, 31]],
    ['about 30 players, a desktop (5 ticks)', 30, 5, [1, 10, 20, 30]],
    ['two places', 2, 5, [1, 2]],
    ['three places', 3, 5, [1, 2, 3]],
    ['six places: 2 is too close to 1', 6, 5, [1, 4, 6]],
    ['eleven places: 10 is too close to 11', 11, 5, [1, 5, 11]],
    ['a thousand places', 1000, 5, [1, 500, 1000]],
    ['one place', 1, 5, [1]],
  ])('%s', (_, worst, count, expected) => {
    const out = placeTicks(worst, count);
    expect(out).toEqual(expected);
    expect(out.length).toBeLessThanOrEqual(count);
    // 1 on top, the worst place at the bottom, in order, never the same tick twice.
    expect(out[0]).toBe(1);
    expect(out.at(-1)).toBe(worst);
    expect([...new Set(out)].sort((a, b) => a - b)).toEqual(out);
  });

  test('a line breaks where a round has no place', () => {
    expect(brokenPath([[0, 1], [10, 2], null, [30, 4], [40, 5]])).toBe('M0,1 L10,2 M30,4 L40,5');
    expect(brokenPath([null, [10, 2]])).toBe('M10,2');
    expect(brokenPath([null, null])).toBe('');
  });
});
