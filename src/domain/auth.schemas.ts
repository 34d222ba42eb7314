import { z } from 'zod';

/** POST /api/auth/local: both fields required strings. */
export const loginSchema = z.object({
  identifier: z.string().trim().min(1, 'identifier is a required field').max(254),
  password: z.string().min(1, 'password is a required field').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
