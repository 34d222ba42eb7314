import { describe, expect, test } from 'vitest';
import { columns, labelEvery, placeY, shortRound, ticks, valueY } from './form-scale.ts';

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
