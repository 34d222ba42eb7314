import { z } from 'zod';
import { mediaSchema } from './media.schemas.ts';

// An account as Strapi's users-permissions answers it (GET /api/users, /api/users/{id}, /api/users/me): private
// columns never leave. `role`, `avatar` and `favTeam` are there when the query populates them.

const roleSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
});

export const userSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  username: z.string(),
  email: z.string(),
  provider: z.literal('local'),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  youtubeAccount: z.string().nullable(),
  instagramAccount: z.string().nullable(),
  points: z.number().int(),
  currentPoints: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  role: roleSchema.optional(),
  avatar: mediaSchema.nullable().optional(),
  favTeam: z
    .object({ id: z.number().int(), documentId: z.string(), name: z.string(), emblem: mediaSchema.nullable() })
    .nullable()
    .optional(),
});
export type User = z.infer<typeof userSchema>;
/** An account read with its role, avatar and favourite team (the back office's list). */
export type PopulatedUser = User & Required<Pick<User, 'role' | 'avatar' | 'favTeam'>>;
