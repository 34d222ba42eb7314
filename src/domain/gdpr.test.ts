import { expect, test } from 'vitest';
import { confirmationMatches, DELETE_CONFIRM_WORD } from './gdpr.ts';

test.each([
  ['the word as shown', 'ȘTERGE', true],
  ['without the diacritic', 'sterge', true],
  ['capitals without the diacritic', 'STERGE', true],
  ['the cedilla S of an old keyboard', '\u015ETERGE', true],
  ['lower case with the comma', 'șterge', true],
  ['mixed case, spaces around', '  \u015FtErGe ', true],
  ['decomposed: S and a combining comma', 'S\u0326TERGE', true],
  ['another word', 'nu', false],
  ['a letter missing', 'sterg', false],
  ['a letter too many', 'stergee', false],
  ['spaces inside', 's terge', false],
  ['nothing', '', false],
  ['only spaces', '   ', false],
])('the deletion word: %s', (_, typed, accepted) =>
  expect(confirmationMatches(typed, DELETE_CONFIRM_WORD)).toBe(accepted),
);

test('a username typed in the back office: case and spaces around it do not matter, another name does', () => {
  expect(confirmationMatches(' Ana_99 ', 'ana_99')).toBe(true);
  expect(confirmationMatches('ana_9', 'ana_99')).toBe(false);
  expect(confirmationMatches('', '')).toBe(false);
});
