// What the registration wizard holds, step by step, without its validation (wizard-form.ts, which brings Zod and
// libphonenumber): the wizard's first screen needs only this, and the validation is downloaded when it is first used.
import type { CountryCode } from 'libphonenumber-js/min';

/** As phone-number.ts's defaultPhoneCountry; importing that module would bring libphonenumber's metadata with it. */
const defaultPhoneCountry: CountryCode = 'RO';

/** Everything the three steps hold; the values survive moving back and forth. */
export interface WizardValues {
  username: string;
  email: string;
  phoneCountry: CountryCode;
  phoneNational: string;
  password: string;
  confirmPassword: string;
  favTeam: string;
  youtubeAccount: string;
  instagramAccount: string;
  recaptchaToken: string;
  terms: boolean;
}

export type WizardField = keyof WizardValues;
export type StepIndex = 0 | 1 | 2;
export type FieldErrors = Partial<Record<WizardField, string>>;

export const wizardDefaults: WizardValues = {
  username: '',
  email: '',
  phoneCountry: defaultPhoneCountry,
  phoneNational: '',
  password: '',
  confirmPassword: '',
  favTeam: '',
  youtubeAccount: '',
  instagramAccount: '',
  recaptchaToken: '',
  terms: false,
};

/** The fields of each step, in the order their messages are shown and focused. */
export const stepFields: Record<StepIndex, WizardField[]> = {
  0: ['username', 'email'],
  1: ['phoneNational', 'password', 'confirmPassword'],
  2: ['favTeam', 'youtubeAccount', 'instagramAccount', 'recaptchaToken', 'terms'],
};

/** The step that holds a field: a server refusal naming a field sends the user back there. */
export function stepOf(field: WizardField): StepIndex {
  if (stepFields[0].includes(field)) return 0;
  if (stepFields[1].includes(field)) return 1;
  return 2;
}
