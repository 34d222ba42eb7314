import { z } from 'zod';
import { authMessages } from './messages.ts';
import { PASSWORD_MAX_LENGTH, passwordMessages } from './password-rules.ts';
import { emailSchema, passwordSchema } from './registration.schemas.ts';

// The bodies of Strapi's password routes (users-permissions): the same keys, our Romanian texts.

const confirmation = z
  .string({ error: authMessages.requiredFields })
  .min(1, authMessages.requiredFields)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordsMismatch);

const sameTwice = (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation;
const mismatch = { message: authMessages.passwordsMismatch, path: ['passwordConfirmation'] };

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z
  .object({
    code: z
      .string({ error: passwordMessages.invalidCode })
      .trim()
      .min(1, passwordMessages.invalidCode)
      .max(200, passwordMessages.invalidCode),
    password: passwordSchema,
    passwordConfirmation: confirmation,
  })
  .strict()
  .refine(sameTwice, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/change-password */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.requiredFields })
      .min(1, authMessages.requiredFields)
      .max(PASSWORD_MAX_LENGTH, passwordMessages.wrongCurrent),
    password: passwordSchema,
    passwordConfirmation: confirmation,
  })
  .strict()
  .refine(sameTwice, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
