import { z } from 'zod';

/** `/:id` of a resource addressed by its documentId (Strapi v5); a numeric id is looked up as text and not found. */
export const documentIdParams = z.object({ id: z.string().min(1).max(64) });
