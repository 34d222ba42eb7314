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
