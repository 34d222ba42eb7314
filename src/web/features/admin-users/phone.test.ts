import { expect, test } from 'vitest';
import { phoneToE164, splitPhone } from './phone.ts';

test('a Romanian national number becomes E.164', () => {
  expect(phoneToE164('RO', '0722 123 456')).toBe('+40722123456');
  expect(phoneToE164('RO', '0040722123456')).toBe('+40722123456');
  expect(phoneToE164('IT', '+40722123456')).toBe('+40722123456');
  expect(phoneToE164('RO', '123')).toBeNull();
  expect(phoneToE164('RO', '')).toBeNull();
});

test('a stored number splits into country and national number', () => {
  expect(splitPhone('+40722123456')).toEqual({ country: 'RO', national: '0722 123 456' });
  expect(splitPhone(null)).toEqual({ country: 'RO', national: '' });
  const back = splitPhone('+393123456789');
  expect(phoneToE164(back.country, back.national)).toBe('+393123456789');
});
