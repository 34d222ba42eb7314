import { z } from 'zod';
import { mediaSchema } from './media.schemas.ts';

export const teamSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  name: z.string(),
  emblem: mediaSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
});
export type Team = z.infer<typeof teamSchema>;
