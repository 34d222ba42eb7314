import { expect, test } from 'vitest';
import { pageWindow } from './paging.ts';
import { nextSlipStatus } from './slip-status.ts';

test('the status cycles null → won → lost → null', () => {
  expect([nextSlipStatus(null), nextSlipStatus(true), nextSlipStatus(false)]).toEqual([true, false, null]);
});

test.each([
  [1, 1, [1]],
  [1, 10, [1, 2, 3, 4, 5]],
  [5, 10, [3, 4, 5, 6, 7]],
  [10, 10, [6, 7, 8, 9, 10]],
  [2, 3, [1, 2, 3]],
])('page %i of %i shows %o', (page, count, expected) => {
  expect(pageWindow(page, count)).toEqual(expected);
});
