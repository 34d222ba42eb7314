import { z } from 'zod';
import { DELIVERY_TIMEOUT_MS, type JobRunner } from '../jobs/jobs-runner.service.ts';
import type { SmsProvider } from './sms.adapter.ts';

const smsPayload = z.object({ to: z.string(), text: z.string() });

/**
 * A ready-made SMS, handed to the gateway (or the outbox files) by whichever instance claims it. Codes are never
 * queued whole (their jobs carry a reference, sms.service.ts): this only delivers what an older version queued.
 */
export function defineSmsDeliveryJob(jobs: JobRunner, sms: SmsProvider): void {
  jobs.define('sms', {
    handler: (payload) => {
      const { to, text } = smsPayload.parse(payload);
      return sms.send(to, text);
    },
    timeoutMs: DELIVERY_TIMEOUT_MS,
    clearPayload: true,
  });
}
