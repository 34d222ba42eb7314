// The texts that state a length limit: the hint beside a field, and the refusal past it. No Zod: public forms use it.

import { count } from './numerals.ts';

/** '100 de caractere', '8 caractere', through the one numerals helper. */
const characters = (n: number) => count(n, ['caracter', 'caractere']);

/** The hint a form shows under a field with a limit: 'Maximum 100 de caractere.' */
export const maxLengthHint = (max: number) => `Maximum ${characters(max)}.`;

/** The refusal of a text past its limit: 'Numele echipei poate avea cel mult 100 de caractere.' */
export const tooLongMessage = (what: string, max: number) => `${what} poate avea cel mult ${characters(max)}.`;

// What no name keeps: control characters (C0, DEL, C1), the invisible zero-width space and byte-order mark, and the
// bidirectional controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), which reorder the text after
// them on screen (U+202E shows the letters after it backwards). A run of line breaks and tabs becomes one space.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const UNSEEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A one-line text (a team's or a round's name) as it is kept: unseen and bidirectional controls removed, line breaks
 * and tabs made spaces, trimmed. The admin's forms, the API and the results import clean names with it alike.
 */
export function cleanLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(UNSEEN, '').trim();
}

/** At most `max` characters (UTF-16 units, as the limits count), never half of a surrogate pair, trimmed. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end).trim();
}
