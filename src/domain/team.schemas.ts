import { z } from 'zod';
import { TEAM_NAME_MAX_LENGTH } from './limits.ts';
import { mediaSchema } from './media.schemas.ts';
import { cleanLine, tooLongMessage } from './text-limits.ts';

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

export const teamMessages = {
  nameRequired: 'Numele echipei este obligatoriu.',
  nameTooLong: tooLongMessage('Numele echipei', TEAM_NAME_MAX_LENGTH),
  inUse: 'Echipa nu poate fi ștearsă: este folosită în meciuri, bilete sau ca echipă favorită.',
  emblemNotImage: 'Emblema trebuie să fie o imagine încărcată.',
} as const;

export const teamNameSchema = z
  .string({ error: teamMessages.nameRequired })
  .overwrite(cleanLine)
  .min(1, teamMessages.nameRequired)
  .max(TEAM_NAME_MAX_LENGTH, teamMessages.nameTooLong);

const emblemField = z.union([z.number().int().positive(), z.null()]).optional();
/** What POST /api/teams accepts in `data`. */
export const teamCreateFields = { name: teamNameSchema, emblem: emblemField };
/** What PUT /api/teams/{id} accepts in `data`. */
export const teamUpdateFields = { name: teamNameSchema.optional(), emblem: emblemField };
/** A team write as the API reads it: a name, and an uploaded file's id as the emblem (null clears it). */
export type TeamWrite = z.output<z.ZodObject<typeof teamUpdateFields>>;
