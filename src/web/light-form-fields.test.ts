import { describe, expect, test } from 'vitest';
import { type FieldLike, firstErrorField, readField, revalidatedErrors, writeField } from './light-form-fields.ts';

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

describe("revalidatedErrors: after a change, the form check's message under that field follows the value", () => {
  const goals = 'Introdu un număr întreg între 0 și 99.';
  const shown = { team1Goals: { type: 'validate', message: goals }, team2Goals: { type: 'validate', message: goals } };

  test('a corrected value loses its message at once; the other field keeps its own', () => {
    expect(revalidatedErrors(shown, 'team1Goals', { team2Goals: goals })).toEqual({ team2Goals: shown.team2Goals });
  });

  test('a value still wrong keeps the message, the same object (no render)', () => {
    expect(revalidatedErrors(shown, 'team1Goals', { team1Goals: goals, team2Goals: goals })).toBe(shown);
  });

  test('a value wrong in another way shows the other message', () => {
    expect(revalidatedErrors(shown, 'team1Goals', { team1Goals: 'Altă regulă.' }).team1Goals).toEqual({
      type: 'validate',
      message: 'Altă regulă.',
    });
  });

  test("a server's message, a field without a message and the form's root are left alone", () => {
    const server = { password: { type: 'server', message: 'Parola actuală nu este corectă.' } };
    expect(revalidatedErrors(server, 'password', {})).toBe(server);
    expect(revalidatedErrors(shown, 'email', { email: 'Completează.' })).toBe(shown);
    const root = { root: { message: 'Alege cel puțin o predicție.' } };
    expect(revalidatedErrors(root, 'root', {})).toBe(root);
  });
});
