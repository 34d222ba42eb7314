import { expect, test } from 'vitest';
import { nextSlipStatus } from './slip-status.ts';

test('the status cycles null → won → lost → null', () => {
  expect([nextSlipStatus(null), nextSlipStatus(true), nextSlipStatus(false)]).toEqual([true, false, null]);
});
