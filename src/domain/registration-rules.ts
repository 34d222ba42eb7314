// The registration rules that need no Zod: their texts and the username test. The wizard's first screen uses them
// without downloading Zod; registration.schemas.ts builds the schemas the server checks from the same pieces.
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits.ts';

/** Texts of the registration rules and of the phone verification. */
export const registrationMessages = {
  usernameLength: `Username-ul trebuie să aibă între ${USERNAME_MIN_LENGTH} și ${USERNAME_MAX_LENGTH} de caractere.`,
  usernameAvailable: 'Username-ul este disponibil',
  invalidPhone: 'Te rugăm să introduci un număr de telefon valid.',
  invalidUrl: 'Te rugăm să introduci un link valid (http:// sau https://), de cel mult 200 de caractere.',
  emailTaken: 'Există deja un cont cu această adresă de email.',
  phoneTaken: 'Există deja un cont cu acest număr de telefon.',
  teamMissing: 'Echipa favorită aleasă nu există.',
  captchaFailed: 'Verificarea anti-robot a eșuat. Te rugăm să încerci din nou.',
  passwordTooLong: `Parola poate avea cel mult ${PASSWORD_MAX_LENGTH} de caractere.`,
  codeExpired: 'Codul de verificare a expirat. Cere un cod nou.',
  codeLocked: 'Prea multe încercări greșite. Cere un cod nou.',
  codeFormat: 'Codul de verificare are 6 cifre.',
  resendTooSoon: 'Poți cere un cod nou peste câteva secunde.',
  alreadyVerified: 'Numărul de telefon este deja verificat.',
  accountMissing: 'Contul nu a fost găsit.',
  favTeamFinal: 'Atenție: echipa favorită nu mai poate fi schimbată ulterior.',
} as const;

/** Letters, digits, - and _ only: the test the wizard applies to each typed character too. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** True when a username passes usernameSchema (trimmed, allowed characters, 3-30 long): worth asking the server. */
export function isValidUsername(username: string): boolean {
  const trimmed = username.trim();
  return (
    USERNAME_PATTERN.test(trimmed) && trimmed.length >= USERNAME_MIN_LENGTH && trimmed.length <= USERNAME_MAX_LENGTH
  );
}
