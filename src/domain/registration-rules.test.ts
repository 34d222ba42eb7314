import { expect, test } from 'vitest';
import { usernameSchema } from './registration.schemas.ts';
import { isValidUsername } from './registration-rules.ts';

// The wizard asks the server about a username only when it would pass the server's schema: the two must agree.
test.each([
  ['ana', true],
  ['  ana_1-x  ', true],
  ['ab', false],
  ['a'.repeat(30), true],
  ['a'.repeat(31), false],
  ['', false],
  ['   ', false],
  ['ana maria', false],
  ['ană', false],
  ['ana!', false],
])('%j: valid %s, as usernameSchema says', (username, valid) => {
  expect(isValidUsername(username)).toBe(valid);
  expect(usernameSchema.safeParse(username).success).toBe(valid);
});
