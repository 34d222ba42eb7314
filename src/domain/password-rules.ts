// The password rules of the reset and change forms, without Zod: the public pages use them as they are, and
// password.schemas.ts builds the server's schemas from the same limits and texts.
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import { authMessages } from './messages.ts';
import { registrationMessages } from './registration-rules.ts';

export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** Texts of the password screens and routes that the specification leaves to us. */
export const passwordMessages = {
  wrongCurrent: 'Parola actuală nu este corectă.',
  sameAsCurrent: 'Parola nouă trebuie să fie diferită de cea actuală.',
  invalidCode:
    'Linkul de resetare nu mai este valabil: a fost deja folosit, a expirat sau este incomplet. Cere un link nou.',
} as const;

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** The new password: required, 8 to 200 characters, typed the same twice. */
export function newPasswordMessages({ password, passwordConfirmation }: NewPasswordValues) {
  let first: string | undefined;
  if (password === '') first = authMessages.requiredFields;
  else if (password.length < PASSWORD_MIN_LENGTH) first = authMessages.passwordLength;
  else if (password.length > PASSWORD_MAX_LENGTH) first = registrationMessages.passwordTooLong;
  let second: string | undefined;
  if (passwordConfirmation === '') second = authMessages.requiredFields;
  else if (!first && passwordConfirmation !== password) second = authMessages.passwordsMismatch;
  return { password: first, passwordConfirmation: second };
}

/** A rough check of an e-mail address before asking the server, which checks it exactly. */
export function emailMessage(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return authMessages.requiredFields;
  if (value.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return authMessages.invalidEmail;
  return undefined;
}
