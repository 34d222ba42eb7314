import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { authMessages } from './messages.ts';
import { registrationMessages } from './registration-rules.ts';

export const userAdminMessages = {
  role: 'Rolul este predictor sau administrator.',
  selfDelete: 'Nu îți poți șterge propriul cont.',
  selfDemote: 'Nu îți poți retrage propriul rol de administrator.',
  avatarNotImage: 'Avatarul trebuie să fie o imagine încărcată.',
  teamMissing: 'Echipa favorită aleasă nu există.',
} as const;

/** Role ids 3 (predictor) and 4 (admin); the form's default 'authenticated' means predictor. */
export const roleInputSchema = z
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
