import { z } from 'zod';
import { gdprMessages } from './gdpr.ts';

// The bodies of the deletion requests (src/server/modules/gdpr/gdpr.routes.ts).

export const deletionRequestSchema = z
  .object({
    password: z
      .string({ error: gdprMessages.wrongPassword })
      .min(1, gdprMessages.wrongPassword)
      .max(200, gdprMessages.wrongPassword),
    confirmation: z.string({ error: gdprMessages.wrongConfirmation }).max(100, gdprMessages.wrongConfirmation),
  })
  .strict();

export const adminDeletionRequestSchema = z
  .object({
    confirmation: z
      .string({ error: gdprMessages.wrongUsernameConfirmation })
      .max(100, gdprMessages.wrongUsernameConfirmation),
  })
  .strict();
