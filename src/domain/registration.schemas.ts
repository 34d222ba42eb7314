import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits.ts';
import { authMessages } from './messages.ts';
import { registrationMessages, USERNAME_PATTERN } from './registration-rules.ts';

// The texts and the username pattern live in registration-rules.ts, which has no Zod: the client's first screens use them.
export { registrationMessages };

const required = (schema: z.ZodString) => schema.min(1, authMessages.requiredFields);

export const usernameSchema = required(z.string({ error: authMessages.requiredFields }).trim())
  .regex(USERNAME_PATTERN, authMessages.usernameChars)
  .min(USERNAME_MIN_LENGTH, registrationMessages.usernameLength)
  .max(USERNAME_MAX_LENGTH, registrationMessages.usernameLength);

export const emailSchema = required(z.string({ error: authMessages.requiredFields }).trim())
  .max(EMAIL_MAX_LENGTH, authMessages.invalidEmail)
  .pipe(z.email(authMessages.invalidEmail))
  .transform((e) => e.toLowerCase());

/** A phone number in E.164, with the leading +; numbers typed without a country are read as Romanian. */
export const phoneSchema = required(z.string({ error: authMessages.requiredFields }).trim())
  .max(32, registrationMessages.invalidPhone)
  .refine((v) => isValidPhoneNumber(v, 'RO'), registrationMessages.invalidPhone)
  .transform((v) => parsePhoneNumberFromString(v, 'RO')!.number);

export const passwordSchema = z
  .string({ error: authMessages.requiredFields })
  .min(1, authMessages.requiredFields)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordLength)
  .max(PASSWORD_MAX_LENGTH, registrationMessages.passwordTooLong);

/** Absent or '' means none (stored as ''); otherwise an http(s) URL of at most 200 characters. */
export const socialUrlSchema = z
  .string()
  .trim()
  .max(SOCIAL_URL_MAX_LENGTH, registrationMessages.invalidUrl)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), registrationMessages.invalidUrl)
  .optional()
  .transform((v) => v ?? '');

const documentIdSchema = z
  .string({ error: authMessages.favTeamRequired })
  .trim()
  .min(1, authMessages.favTeamRequired)
  .max(64);

// The wizard's three steps; the server validates the same fields with registerSchema.
export const registerStep1Schema = z.object({ username: usernameSchema, email: emailSchema });

export const registerStep2Schema = z
  .object({
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, authMessages.requiredFields),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const registerStep3Schema = z.object({
  favTeam: documentIdSchema,
  youtubeAccount: socialUrlSchema,
  instagramAccount: socialUrlSchema,
  recaptchaToken: z.string({ error: authMessages.robotRequired }).min(1, authMessages.robotRequired).max(20_000),
  terms: z.literal(true, { error: authMessages.termsRequired }),
});

/** POST /api/auth/register: exactly these keys; role, points and verification are never the caller's. */
export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: phoneSchema,
    favTeam: documentIdSchema,
    youtubeAccount: socialUrlSchema,
    instagramAccount: socialUrlSchema,
    recaptchaToken: z.string({ error: authMessages.robotRequired }).min(1, authMessages.robotRequired).max(20_000),
  })
  .strict();
export type RegisterInput = z.infer<typeof registerSchema>;

export const verifySmsSchema = z
  .object({
    code: z
      .string({ error: registrationMessages.codeFormat })
      .trim()
      .regex(/^\d{6}$/, registrationMessages.codeFormat),
    userId: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]),
  })
  .strict();

export const resendSmsSchema = z
  .object({ userId: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]) })
  .strict();

/** The moderator path (POST /api/auth/local/register, admin only): username, email and password, phone optional. */
export const moderatorRegisterSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: phoneSchema.optional(),
  })
  .strict();
