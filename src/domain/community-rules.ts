// The community's texts and its rules for user text, without Zod: the post and comment forms check text with them,
// and community.schemas.ts builds the schemas the server checks from the same rules.
import { COMMENT_TEXT_MAX_LENGTH, POST_TEXT_MAX_LENGTH } from './limits.ts';

export const communityMessages = {
  postTextRequired: 'Textul postării este obligatoriu.',
  postTextTooLong: `Postarea poate avea cel mult ${POST_TEXT_MAX_LENGTH} de caractere.`,
  commentEmpty: 'Comentariul nu poate fi gol.',
  commentTooLong: `Comentariul poate avea cel mult ${COMMENT_TEXT_MAX_LENGTH} de caractere.`,
  invalidImage: 'Fișierul ales nu este valid.',
  imageNotFound: 'Fișierul nu a fost găsit sau nu îți aparține.',
  imageWrongType: 'Postarea acceptă doar o imagine sau un video.',
  imageInUse: 'Fișierul este deja folosit.',
} as const;

// Control characters other than tab and line feed (CR is folded into LF first).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** User text as plain text: line endings made LF, control characters (but tab and newline) removed, trimmed. */
export function cleanUserText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

export interface UserTextRule {
  required: string;
  max: number;
  tooLong: string;
}

export const postTextRule: UserTextRule = {
  required: communityMessages.postTextRequired,
  max: POST_TEXT_MAX_LENGTH,
  tooLong: communityMessages.postTextTooLong,
};

export const commentTextRule: UserTextRule = {
  required: communityMessages.commentEmpty,
  max: COMMENT_TEXT_MAX_LENGTH,
  tooLong: communityMessages.commentTooLong,
};

/** The cleaned text, or the message that refuses it: what the schema built from the same rule says. */
export function checkUserText(text: string, rule: UserTextRule): { text: string } | { error: string } {
  const cleaned = cleanUserText(text);
  if (cleaned.length === 0) return { error: rule.required };
  if (cleaned.length > rule.max) return { error: rule.tooLong };
  return { text: cleaned };
}
