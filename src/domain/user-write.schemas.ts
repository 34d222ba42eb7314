import { z } from 'zod';
import { emailSchema, phoneSchema, socialUrlSchema, usernameSchema } from './registration.schemas.ts';
import { relationWriteSchema } from './relation.schemas.ts';
import { optionalPasswordSchema, roleInputSchema } from './user-admin.schemas.ts';

// What an admin's account write sends, apart from the form's rules (a client importing those never loads the
// relation forms).

/** What an admin may set on an account; points are derived, so they are accepted and ignored. */
export const userUpdateSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    phone: z.union([phoneSchema, z.literal(''), z.null()]).optional(),
    password: optionalPasswordSchema,
    youtubeAccount: socialUrlSchema.optional(),
    instagramAccount: socialUrlSchema.optional(),
    avatar: z.union([z.number().int().positive(), z.null()]).optional(),
    role: roleInputSchema.optional(),
    favTeam: relationWriteSchema.optional(),
    points: z.unknown().optional(),
    currentPoints: z.unknown().optional(),
  })
  .strict();
/** What PUT /api/users/{id} sets, as the server reads it (the derived points left out). */
export type UserAdminInput = Omit<z.output<typeof userUpdateSchema>, 'points' | 'currentPoints'>;
