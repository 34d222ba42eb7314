import { count, type NounForms } from './numerals.ts';

// An administrator's session on the server (it ends when idle and after some hours in all; the gravest actions need a
// password typed recently) and what the server says when it refuses: shared by the server and the back office.

/** details.code of a 401 whose session has just ended by its timeouts. */
export const SESSION_EXPIRED = 'SESSION_EXPIRED';
/** details.code of a 403 asking for the password again before the action. */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

const minutes: NounForms = ['minut', 'minute'];
const hours: NounForms = ['oră', 'ore'];

export const adminSessionMessages = {
  idle: (idleMinutes: number) =>
    `Sesiunea de administrare s-a încheiat după ${count(idleMinutes, minutes)} fără activitate. Autentifică-te din nou.`,
  tooOld: (maxHours: number) =>
    `Sesiunea de administrare s-a încheiat: au trecut ${count(maxHours, hours)} de la autentificare. Autentifică-te din nou.`,
  /** A refused token without the reason (the session was ended before, or elsewhere). */
  ended: 'Sesiunea de administrare s-a încheiat. Autentifică-te din nou.',
  reauthRequired: (reauthMinutes: number) =>
    `Acțiunea aceasta cere parola introdusă în ultimele ${count(reauthMinutes, minutes)}: introdu-o din nou.`,
  wrongPassword: 'Parola nu este corectă.',
  adminNotDeletable: 'Un cont de administrator nu poate fi șters. Retrage-i întâi rolul de administrator.',
  /** A role change by an admin whose own role was taken away meanwhile (two admins demoting each other at once). */
  noLongerAdmin: 'Nu mai ai rolul de administrator: ți-a fost retras între timp.',
} as const;
