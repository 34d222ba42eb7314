import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { authMessages } from './messages.ts';
import { emailSchema, phoneSchema, socialUrlSchema, usernameSchema } from './registration.schemas.ts';
import { registrationMessages } from './registration-rules.ts';
import { relationWriteSchema } from './relation.schemas.ts';

export const userAdminMessages = {
  role: 'Rolul este predictor sau administrator.',
  selfDelete: 'Nu îți poți șterge propriul cont.',
  selfDemote: 'Nu îți poți retrage propriul rol de administrator.',
  avatarNotImage: 'Avatarul trebuie să fie o imagine încărcată.',
  teamMissing: 'Echipa favorită aleasă nu există.',
} as const;

/** Role ids 3 (predictor) and 4 (admin); the form's default 'authenticated' means predictor. */
const roleInputSchema = z
  .union([
    z.literal(3),
    z.literal(4),
    z.literal('3'),
    z.literal('4'),
    z.enum(['authenticated', 'predictor', 'admin']),
    z.object({ id: z.union([z.literal(3), z.literal(4)]) }).strict(),
  ])
  .transform((r): 3 | 4 => {
    if (typeof r === 'object') return r.id;
    if (r === 4 || r === '4' || r === 'admin') return 4;
    return 3;
  });

/** '' keeps the current password on edit. */
export const optionalPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, registrationMessages.passwordTooLong)
  .refine((p) => p === '' || p.length >= PASSWORD_MIN_LENGTH, authMessages.passwordLength)
  .optional();

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
