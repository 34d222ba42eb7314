import { describe, expect, test } from 'vitest';
import { countryLabel, dialCode, phoneCountries, toE164 } from './phone-number.ts';

describe('toE164', () => {
  test.each([
    ['a Romanian mobile with its 0', 'RO', '0722 123 456', '+40722123456'],
    ['a Romanian mobile without the 0', 'RO', '722123456', '+40722123456'],
    ['dashes and dots', 'RO', '0722-123.456', '+40722123456'],
    ['typed with +', 'RO', '+40 722 123 456', '+40722123456'],
    ['typed with 00', 'RO', '0040722123456', '+40722123456'],
    ['another country typed with + wins over the select', 'RO', '+373 69 123 456', '+37369123456'],
    ['a Moldovan mobile', 'MD', '069123456', '+37369123456'],
    ['an Italian mobile', 'IT', '312 345 6789', '+393123456789'],
    ['a German mobile', 'DE', '01512 3456789', '+4915123456789'],
  ] as const)('%s', (_, country, national, e164) => {
    expect(toE164(country, national)).toBe(e164);
  });

  test.each([
    ['empty', ''],
    ['letters', 'abc'],
    ['too short', '0722'],
    ['too long', '07221234567890'],
  ])('%s is refused', (_, national) => {
    expect(toE164('RO', national)).toBeNull();
  });
});

test('Romania (+40) comes first and every country has its dial code', () => {
  expect(phoneCountries[0]?.code).toBe('RO');
  expect(dialCode('RO')).toBe('+40');
  expect(countryLabel(phoneCountries[0]!)).toBe('România (+40)');
  for (const c of phoneCountries) expect(dialCode(c.code)).toMatch(/^\+\d{1,3}$/);
});
