import { describe, expect, test } from 'vitest';
import { pageWindow, readPage, writePage } from './paging.ts';

describe('pageWindow: at most 5 numbers, the current one in the middle while there is room', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7]],
    [8, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    // A page past the end (the last page was just emptied) or before the start shows the nearest end.
    [99, 4, [1, 2, 3, 4]],
    [99, 10, [6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %o', (current, count, expected) => expect(pageWindow(current, count)).toEqual(expected));

  test('never more than 5 numbers, always consecutive, always holding the current page', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const shown = pageWindow(current, count);
        expect(shown.length).toBe(Math.min(5, count));
        expect(shown).toContain(current);
        expect(shown).toEqual(shown.map((_, i) => shown[0] + i));
        expect(shown[0]).toBeGreaterThanOrEqual(1);
        expect(shown.at(-1)).toBeLessThanOrEqual(count);
      }
    }
  });
});

describe('the page in the URL', () => {
  test.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['007', 1],
    ['99999999999999999999', 1],
  ])('?page=%s reads as %i', (value, page) => expect(readPage(value)).toBe(page));

  test('the first page is the plain address; the other parameters stay', () => {
    const params = new URLSearchParams('filter=started-unscored&page=4');
    expect(writePage(params, 1).toString()).toBe('filter=started-unscored');
    expect(writePage(params, 7).toString()).toBe('filter=started-unscored&page=7');
    expect(params.toString()).toBe('filter=started-unscored&page=4');
  });
});
