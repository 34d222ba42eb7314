import { describe, expect, it } from 'vitest';
import { readSlipPage, writeSlipPage } from './slip-page.ts';

describe('readSlipPage', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=-3', 1],
    ['?page=abc', 1],
    ['?page=2.5', 1],
    ['?page=9999999', 1],
  ])('%s → %i', (search, expected) => {
    expect(readSlipPage(new URLSearchParams(search))).toBe(expected);
  });
});

describe('writeSlipPage', () => {
  it('leaves page 1 out of the URL', () => {
    expect(writeSlipPage(1).toString()).toBe('');
    expect(writeSlipPage(3).toString()).toBe('page=3');
  });
});
