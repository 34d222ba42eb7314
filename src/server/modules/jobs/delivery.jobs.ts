import { z } from 'zod';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import type { JobRunner } from './jobs.runner.ts';

/** A provider that takes longer has failed this attempt; the job tries again later. */
export const DELIVERY_TIMEOUT_MS = 30_000;

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
const smsPayload = z.object({ to: z.string(), text: z.string() });

/**
 * Ready-made messages that hold no secret (the reminders' e-mails), queued as jobs and handed to the provider
 * (SMTP, the SMS gateway, or the outbox files) by whichever instance claims them, with retries and backoff; the
 * message is dropped from the row once delivered or given up. Messages with a code or a password are never queued
 * whole: their jobs carry a reference and build the message when they run (password.service.ts, sms.service.ts,
 * registration.service.ts). 'sms' only delivers what an older version queued.
 */
export function defineDeliveryJobs(jobs: JobRunner, transports: { mailer: Mailer; sms: SmsProvider }): void {
  jobs.define('mail', {
    handler: (payload) => transports.mailer.send(mailPayload.parse(payload) as MailMessage),
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
  });
  jobs.define('sms', {
    handler: (payload) => {
      const { to, text } = smsPayload.parse(payload);
      return transports.sms.send(to, text);
    },
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
  });
}
