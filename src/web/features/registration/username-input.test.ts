import { describe, expect, test } from 'vitest';
import { filterUsernameInput } from './username-input.ts';

describe('filterUsernameInput', () => {
  test.each([
    ['plain', 'ana_maria-7', 'ana_maria-7', false],
    ['a space', 'ana maria', 'anamaria', true],
    ['diacritics', 'ștefan', 'tefan', true],
    ['symbols', 'a@b.c!', 'abc', true],
    ['emoji', 'ana⚽', 'ana', true],
    ['empty', '', '', false],
  ])('%s', (_, raw, value, rejected) => {
    const r = filterUsernameInput(raw);
    expect(r.value).toBe(value);
    expect(r.rejected).toBe(rejected);
  });

  test('the caret stays after the last kept character typed', () => {
    // 'ab!cd' with the caret right after '!' (typed in the middle)
    expect(filterUsernameInput('ab!cd', 3)).toEqual({ value: 'abcd', rejected: true, caret: 2 });
    expect(filterUsernameInput('abc d', 5).caret).toBe(4);
    expect(filterUsernameInput('abcd', 2).caret).toBe(2);
  });
});
