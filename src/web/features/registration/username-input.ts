import { USERNAME_PATTERN } from '../../../domain/registration-rules.ts';

export interface FilteredUsername {
  /** The typed text with every character outside letters, digits, - and _ removed. */
  value: string;
  /** True when something typed was dropped. */
  rejected: boolean;
  /** Where the caret goes: the old position less the characters dropped before it. */
  caret: number;
}

const allowedChar = (ch: string) => USERNAME_PATTERN.test(ch);

/** The username field's typing filter: a character the pattern refuses is never inserted. */
export function filterUsernameInput(raw: string, caret: number = raw.length): FilteredUsername {
  let value = '';
  let dropped = 0;
  let droppedBeforeCaret = 0;
  const chars = Array.from(raw);
  let offset = 0;
  for (const ch of chars) {
    if (allowedChar(ch)) value += ch;
    else {
      dropped += 1;
      if (offset < caret) droppedBeforeCaret += ch.length;
    }
    offset += ch.length;
  }
  return { value, rejected: dropped > 0, caret: Math.max(0, caret - droppedBeforeCaret) };
}
