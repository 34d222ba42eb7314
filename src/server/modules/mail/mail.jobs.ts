import { z } from 'zod';
import { DELIVERY_TIMEOUT_MS, type JobRunner } from '../jobs/jobs-runner.service.ts';
import type { Mailer, MailMessage } from './mailer.adapter.ts';

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/**
 * Ready-made e-mails that hold no secret (the reminders'), queued as jobs and handed to the transport (SMTP or the
 * outbox files) by whichever instance claims them, with retries and backoff; the message is dropped from the row
 * once delivered or given up. Messages with a code or a password are never queued whole: their jobs carry a
 * reference and build the message when they run (password.service.ts, sms.service.ts, registration.service.ts).
 */
export function defineMailDeliveryJob(jobs: JobRunner, mailer: Mailer): void {
  jobs.define('mail', {
    handler: (payload) => mailer.send(mailPayload.parse(payload) as MailMessage),
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
  });
}
