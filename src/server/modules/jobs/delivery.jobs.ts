import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { SmsProvider } from '../sms/sms.provider.ts';
import type { JobRunner } from './jobs.runner.ts';

/** A provider that takes longer has failed this attempt; the job tries again later. */
const DELIVERY_TIMEOUT_MS = 30_000;

/**
 * Mail and SMS leave the request: it queues them in the database, and whichever instance claims the job hands
 * them to the provider (SMTP, the SMS gateway, or the outbox files), with retries and backoff.
 */
export function defineDeliveryJobs(jobs: JobRunner, transports: { mailer: Mailer; sms: SmsProvider }): void {
  jobs.define('mail', {
    handler: (payload) => transports.mailer.send(payload as MailMessage),
    timeoutMs: DELIVERY_TIMEOUT_MS,
  });
  jobs.define('sms', {
    handler: (payload) => {
      const { to, text } = payload as { to: string; text: string };
      return transports.sms.send(to, text);
    },
    timeoutMs: DELIVERY_TIMEOUT_MS,
  });
}

/** The mailer requests use: send() queues the message and answers once it is committed. */
export function queuedMailer(jobs: JobRunner): Mailer {
  return {
    send: (message) =>
      jobs.enqueue({
        kind: 'mail',
        payload: { to: message.to, subject: message.subject, text: message.text, headers: message.headers },
      }),
    close() {},
  };
}

/** The SMS provider requests use: send() queues the message. */
export function queuedSms(jobs: JobRunner): SmsProvider {
  return { send: (to, text) => jobs.enqueue({ kind: 'sms', payload: { to, text } }) };
}
