import type { z } from 'zod';
import { announcementTitleSchema, announcementWriteFields } from './announcement.schemas.ts';
import { relationWriteSchema } from './relation.schemas.ts';

// What an announcement write sends, apart from the editor's rules (a client importing those never loads the
// relation forms).

/** What POST /api/announcements accepts in `data`: the fields, and the round it reports on. */
export const announcementCreateFields = { ...announcementWriteFields, round: relationWriteSchema.optional() };
/** What PUT /api/announcements/{id} accepts in `data`. */
export const announcementUpdateFields = { ...announcementCreateFields, title: announcementTitleSchema.optional() };
/** An announcement as the back office sends it. */
export type AnnouncementWriteInput = z.input<z.ZodObject<typeof announcementCreateFields>>;
