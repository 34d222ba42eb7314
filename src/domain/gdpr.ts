import { foldForSearch } from './search-fold.ts';

// "Your data, yours": the export of a player's data and the deletion of their account (src/server/modules/gdpr/).

/** What the player types to confirm their own deletion. */
export const DELETE_CONFIRM_WORD = 'ȘTERGE';
/** How long an export's download link works. */
export const EXPORT_TTL_HOURS = 24;
/** Exports an account may ask per 24 hours (an admin asking on a player's behalf is not counted). */
export const EXPORTS_PER_DAY = 3;
/** The default grace between a deletion request and the wipe (ACCOUNT_DELETION_GRACE_HOURS). */
export const DELETION_GRACE_DAYS = 7;

/**
 * The typed confirmation (the word ȘTERGE, or the player's username in the back office) compared as a search compares
 * text: without case, diacritics (sterge, or S with a cedilla, U+015E) or the spaces around it.
 */
export function confirmationMatches(typed: string, expected: string): boolean {
  const norm = (s: string) => foldForSearch(s.trim());
  return norm(typed) !== '' && norm(typed) === norm(expected);
}

export const gdprMessages = {
  exportPending: 'Arhiva ta se pregătește deja. Revino în câteva momente.',
  exportLimit: `Poți cere cel mult ${EXPORTS_PER_DAY} arhive în 24 de ore. Încearcă mai târziu.`,
  exportNotFound: 'Arhiva nu există.',
  exportExpired: 'Linkul arhivei a expirat. Cere o arhivă nouă din profil.',
  exportNotReady: 'Arhiva nu este gata încă.',
  wrongPassword: 'Parola nu este corectă.',
  wrongConfirmation: `Scrie ${DELETE_CONFIRM_WORD} ca să confirmi ștergerea contului.`,
  wrongUsernameConfirmation: 'Scrie exact numele de utilizator al jucătorului ca să confirmi ștergerea.',
  adminNotDeletable: 'Un cont de administrator nu poate fi șters astfel.',
  alreadyDeleted: 'Contul a fost deja șters.',
  deletionPending: 'Ștergerea acestui cont este deja programată.',
  deletionCancelled: 'Bine ai revenit! Ștergerea contului tău a fost anulată.',
} as const;

/** What the profile shows of the latest export. */
export interface DataExportStatus {
  state: 'none' | 'pending' | 'ready' | 'failed' | 'expired';
  /** The download link (ready only). */
  url: string | null;
  createdAt: string | null;
  expiresAt: string | null;
  size: number | null;
}
