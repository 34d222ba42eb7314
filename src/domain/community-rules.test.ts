import { expect, test } from 'vitest';
import { commentFields, postFields } from './community.schemas.ts';
import { checkUserText, commentTextRule, postTextRule } from './community-rules.ts';

// The forms check text with checkUserText and the server with the schemas: both must answer alike.
const cases: [string, string][] = [
  ['plain', 'Hai Rapid!'],
  ['trimmed', '  salut \r\n lume  '],
  ['only spaces and controls', ' \u0001\t\n '],
  ['empty', ''],
  ['at the post limit', 'a'.repeat(2000)],
  ['over the post limit', 'a'.repeat(2001)],
  ['over the limit before cleaning only', `${'a'.repeat(2000)}\u0007\u0007   `],
];

test.each(cases)('post text, %s', (_, text) => {
  const parsed = postFields.text.safeParse(text);
  const checked = checkUserText(text, postTextRule);
  expect(checked).toEqual(parsed.success ? { text: parsed.data } : { error: parsed.error.issues[0].message });
});

test.each(cases)('comment text, %s', (_, text) => {
  const parsed = commentFields.text.safeParse(text);
  const checked = checkUserText(text, commentTextRule);
  expect(checked).toEqual(parsed.success ? { text: parsed.data } : { error: parsed.error.issues[0].message });
});
