import { toBucharestInput } from '../../../domain/dates.ts';
import { readBucharestWallTime, wallTimeMessages } from '../../../domain/wall-time.ts';

// A Bucharest wall-clock time typed in the back office ('AAAA-LL-ZZTHH:MM'), read against Romania's clock: a time
// the spring change skips is refused, naming the hour that does not exist; a time the autumn change shows twice
// asks which of the two is meant (the fold), and the instant chosen is the one sent.

/** Which of the two instants of the autumn's repeated hour; '' while none is chosen (or none is needed). */
export type Fold = '' | 'earlier' | 'later';

export const wallTimeTexts = {
  chooseFold: 'Alege care dintre cele două ore.',
} as const;

export type WallTimeCheck =
  | { kind: 'unreadable' }
  | { kind: 'gap'; message: string }
  /** The question to ask, and the instant of the fold chosen (null while none is). */
  | { kind: 'repeated'; question: string; at: Date | null }
  | { kind: 'ok'; at: Date };

export function checkWallTime(input: string, fold: Fold): WallTimeCheck {
  const reading = readBucharestWallTime(input);
  switch (reading.kind) {
    case 'invalid':
      return { kind: 'unreadable' };
    case 'gap':
      return { kind: 'gap', message: wallTimeMessages.gap(input, reading) };
    case 'repeated':
      return {
        kind: 'repeated',
        question: wallTimeMessages.repeated(input, reading),
        at: fold ? reading[fold] : null,
      };
    default:
      return { kind: 'ok', at: reading.at };
  }
}

/** The instant a typed time and fold stand for; null while the form's rules refuse them. */
export function wallTimeInstant(input: string, fold: Fold): Date | null {
  const check = checkWallTime(input, fold);
  return check.kind === 'ok' || check.kind === 'repeated' ? check.at : null;
}

/** The fold a stored instant is in: 'earlier' or 'later' inside the autumn's repeated hour, '' anywhere else. */
export function foldOf(instant: string | Date): Fold {
  const reading = readBucharestWallTime(toBucharestInput(instant));
  if (reading.kind !== 'repeated') return '';
  return reading.earlier.getTime() === new Date(instant).getTime() ? 'earlier' : 'later';
}

/**
 * The form rule of a wall-clock field and its fold: the issues to add (path, message), none when the time is
 * fine. An unreadable time is left to the field's own rule.
 */
export function wallTimeIssues(
  input: string,
  fold: Fold,
  paths: { time: (string | number)[]; fold: (string | number)[] },
): { path: (string | number)[]; message: string }[] {
  const check = checkWallTime(input, fold);
  if (check.kind === 'gap') return [{ path: paths.time, message: check.message }];
  if (check.kind === 'repeated' && !check.at) return [{ path: paths.fold, message: wallTimeTexts.chooseFold }];
  return [];
}
