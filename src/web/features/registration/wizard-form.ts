// The wizard's validation: the registration schemas the server checks (Zod) and the phone numbers (libphonenumber).
// The wizard downloads this module when the user first needs it, not with the page.
import type { z } from 'zod';
import { authMessages } from '../../../domain/messages.ts';
import {
  passwordSchema,
  registerSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
} from '../../../domain/registration.schemas.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { toE164 } from './phone-number.ts';
import type { RegisterBody } from './registration.api.ts';
import type { FieldErrors, StepIndex, WizardField, WizardValues } from './wizard-fields.ts';

/** The first message per field of a failed parse; `rename` maps schema keys to form fields. */
function firstMessages(error: z.ZodError, rename: Partial<Record<string, WizardField>> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? (key as WizardField);
    if (!out[field]) out[field] = issue.message;
  }
  return out;
}

/** The messages of one step (username availability aside): empty when the step may be left forward. */
export function stepErrors(step: StepIndex, v: WizardValues): FieldErrors {
  if (step === 0) {
    const r = registerStep1Schema.safeParse({ username: v.username, email: v.email });
    return r.success ? {} : firstMessages(r.error);
  }
  if (step === 1) {
    const phone = toE164(v.phoneCountry, v.phoneNational);
    const r = registerStep2Schema.safeParse({
      phone: phone ?? v.phoneNational,
      password: v.password,
      confirmPassword: v.confirmPassword,
    });
    const errors = r.success ? {} : firstMessages(r.error, { phone: 'phoneNational' });
    if (!phone && v.phoneNational.trim() !== '') errors.phoneNational = registrationMessages.invalidPhone;
    return errors;
  }
  const r = registerStep3Schema.safeParse({
    favTeam: v.favTeam,
    youtubeAccount: v.youtubeAccount,
    instagramAccount: v.instagramAccount,
    recaptchaToken: v.recaptchaToken,
    terms: v.terms,
  });
  return r.success ? {} : firstMessages(r.error);
}

/** The body of POST /api/auth/register, or the message that stops it (the password is checked once more). */
export function registerBody(v: WizardValues): { body: RegisterBody } | { error: string; field: WizardField } {
  const password = passwordSchema.safeParse(v.password);
  if (!password.success) return { error: authMessages.passwordLength, field: 'password' };
  const phone = toE164(v.phoneCountry, v.phoneNational);
  const r = registerSchema.safeParse({
    username: v.username,
    email: v.email,
    password: v.password,
    phone: phone ?? v.phoneNational,
    favTeam: v.favTeam,
    youtubeAccount: v.youtubeAccount,
    instagramAccount: v.instagramAccount,
    recaptchaToken: v.recaptchaToken,
  });
  if (!r.success) {
    const [field, message] = Object.entries(firstMessages(r.error, { phone: 'phoneNational' }))[0] ?? [];
    return { error: message ?? authMessages.registrationFailed, field: (field as WizardField) ?? 'username' };
  }
  return { body: r.data };
}

/** Server messages that belong to one field of the wizard. */
export const serverFieldMessages: Record<string, WizardField> = {
  [authMessages.usernameTaken]: 'username',
  [registrationMessages.usernameLength]: 'username',
  [authMessages.usernameChars]: 'username',
  [registrationMessages.emailTaken]: 'email',
  [authMessages.invalidEmail]: 'email',
  [registrationMessages.phoneTaken]: 'phoneNational',
  [registrationMessages.invalidPhone]: 'phoneNational',
  [registrationMessages.teamMissing]: 'favTeam',
};
