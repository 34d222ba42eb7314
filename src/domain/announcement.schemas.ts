import { z } from 'zod';
import { ANNOUNCEMENT_SLUG_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from './limits.ts';
import { mediaSchema } from './media.schemas.ts';
import { SLUG_PATTERN, slugify } from './slug.ts';
import { tooLongMessage } from './text-limits.ts';

export { ANNOUNCEMENT_SLUG_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH };

/** Content HTML, in UTF-8 bytes. */
export const ANNOUNCEMENT_CONTENT_MAX_BYTES = 100 * 1024;

/** Texts of the announcement rules. */
export const announcementMessages = {
  titleRequired: 'Titlul este obligatoriu.',
  titleTooLong: tooLongMessage('Titlul', ANNOUNCEMENT_TITLE_MAX_LENGTH),
  slugTooLong: tooLongMessage('Slug-ul', ANNOUNCEMENT_SLUG_MAX_LENGTH),
  slugInvalid: 'Slug-ul poate conține doar litere mici, cifre și cratime.',
  contentInvalid: 'Conținutul anunțului nu este valid.',
  contentTooLarge: 'Conținutul anunțului poate avea cel mult 100 KB.',
} as const;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const announcementTitleSchema = z
  .string({ error: announcementMessages.titleRequired })
  .trim()
  .min(1, announcementMessages.titleRequired)
  .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, announcementMessages.titleTooLong);

/**
 * An explicit slug, normalised with slugify; null or blank gives '', which means "derive it from the
 * title". A slug that normalises to nothing is refused.
 */
export const announcementSlugSchema = z
  .string({ error: announcementMessages.slugInvalid })
  .max(ANNOUNCEMENT_SLUG_MAX_LENGTH, announcementMessages.slugTooLong)
  .nullable()
  .transform((raw, ctx) => {
    if (raw === null || raw.trim() === '') return '';
    const slug = slugify(raw);
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({ code: 'custom', message: announcementMessages.slugInvalid });
      return z.NEVER;
    }
    return slug;
  });

/** The editor's HTML, at most 100 KB; null means empty. The server sanitizes it before storing. */
const announcementContentSchema = z
  .string({ error: announcementMessages.contentInvalid })
  .nullable()
  .transform((v) => v ?? '')
  .refine((v) => utf8Bytes(v) <= ANNOUNCEMENT_CONTENT_MAX_BYTES, announcementMessages.contentTooLarge);

/** The scalar fields an admin writes (the round relation is added by the server's body schema). */
export const announcementWriteFields = {
  title: announcementTitleSchema,
  slug: announcementSlugSchema.optional(),
  content: announcementContentSchema.optional(),
};
const announcementWinnerSchema = z.object({
  currentPoints: z.number().int(),
  prize: z.string(),
  user: z.object({ documentId: z.string(), username: z.string(), avatar: mediaSchema.nullable() }),
});

const announcementRoundSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  name: z.string(),
  current: z.boolean(),
  /** Best first. */
  winners: z.array(announcementWinnerSchema),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(/^[a-z0-9]{24}$/),
  title: z.string(),
  slug: z.string(),
  /** Sanitized HTML: only the editor's tags, links with the allowed schemes. */
  content: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  round: announcementRoundSchema.nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
