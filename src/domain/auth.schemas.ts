import { z } from 'zod';
import { authMessages } from './messages.ts';

/**
 * POST /api/auth/local: both fields required strings. No account has a longer identifier (an e-mail is at most 254
 * characters, a username 30) or password (200), so a longer one is answered as any wrong pair is, never cut.
 */
export const loginSchema = z.object({
  identifier: z.string().trim().min(1, 'identifier is a required field').max(254, authMessages.invalidCredentials),
  password: z.string().min(1, 'password is a required field').max(200, authMessages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The account a session answer names: the login's carries its e-mail and phone check too. */
const sessionUserSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  email: z.string().optional(),
  phoneVerified: z.boolean().optional(),
});

/**
 * What a login, a registration and a phone check answer: the token and its account; `deletionCancelled` when the
 * login cancelled the account's deletion (asked less than 7 days before).
 */
export const sessionAnswerSchema = z.object({
  jwt: z.string(),
  user: sessionUserSchema,
  deletionCancelled: z.literal(true).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/users/me?populate=role: the account with its role (the back office's guard reads it). */
export const meWithRoleSchema = sessionUserSchema.extend({
  role: z.object({ id: z.number().int(), name: z.string(), type: z.string() }).nullable().optional(),
});
export type MeWithRole = z.infer<typeof meWithRoleSchema>;

/** GET /api/auth/check-username/{username}: whether it is free, with the sentence the wizard shows. */
const usernameAvailabilitySchema = z.object({ available: z.boolean(), message: z.string() });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
