import { describe, expect, test } from 'vitest';
import { scaleBars } from './chart.ts';

describe('scaleBars', () => {
  test('the largest value fills the chart, the others are proportional', () => {
    const { zeroY, bars } = scaleBars([100, 50, 0], 200);
    expect(zeroY).toBe(200);
    expect(bars.map((b) => [b.y, b.height])).toEqual([
      [0, 200],
      [100, 100],
      [200, 0],
    ]);
  });

  test('no values or only zeros give flat bars on the bottom line', () => {
    expect(scaleBars([], 100)).toEqual({ zeroY: 100, bars: [] });
    expect(scaleBars([0, 0], 100).bars.every((b) => b.height === 0 && b.y === 100)).toBe(true);
  });

  test('negative rounds hang below the zero line', () => {
    const { zeroY, bars } = scaleBars([30, -10], 80);
    expect(zeroY).toBe(60);
    expect(bars[0]).toEqual({ y: 0, height: 60, value: 30 });
    expect(bars[1]).toEqual({ y: 60, height: 20, value: -10 });
  });

  test('a tiny non-zero value stays visible', () => {
    const { bars } = scaleBars([10_000, 1], 100);
    expect(bars[1].height).toBe(1);
    expect(bars[1].y).toBe(99);
  });
});
