import { describe, expect, test } from 'vitest';
import { type FieldLike, firstErrorField, readField, writeField } from './light-form-fields.ts';

const field = (type: string, value = '', checked = false): FieldLike => ({ type, value, checked });

describe('readField', () => {
  test.each([
    ['text', field('text', 'ana'), '', 'ana'],
    ['select', field('select-one', 'RO'), 'MD', 'RO'],
    ['checked checkbox', field('checkbox', 'on', true), false, true],
    ['unchecked checkbox', field('checkbox', 'on', false), true, false],
    ['checked radio', field('radio', 'X', true), '', 'X'],
    ['unchecked radio keeps the group value', field('radio', 'X', false), '2', '2'],
  ])('%s', (_, el, previous, expected) => expect(readField(el, previous)).toBe(expected));
});

describe('writeField', () => {
  test('text shows the value, and an empty text for null', () => {
    const el = field('text', 'old');
    writeField(el, 'new');
    expect(el.value).toBe('new');
    writeField(el, null);
    expect(el.value).toBe('');
  });

  test('text equal to the shown one is not written again (the caret stays)', () => {
    let writes = 0;
    const el = {
      type: 'text',
      get value() {
        return 'same';
      },
      set value(_: string) {
        writes++;
      },
    };
    writeField(el, 'same');
    expect(writes).toBe(0);
  });

  test('a radio is checked only for its own value; a checkbox follows the boolean', () => {
    const one = field('radio', '1');
    const two = field('radio', '2', true);
    writeField(one, '1');
    writeField(two, '1');
    expect([one.checked, two.checked]).toEqual([true, false]);
    const box = field('checkbox', 'on');
    writeField(box, true);
    expect(box.checked).toBe(true);
  });
});

test('firstErrorField skips empty messages and keeps the order given', () => {
  expect(firstErrorField({ username: undefined, email: '', password: 'Prea scurtă', terms: 'x' })).toBe('password');
  expect(firstErrorField({ username: undefined })).toBeNull();
});
