import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe of the reminders). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL set: real SMTP through nodemailer. Unset: the outbox, one JSON line per message in
 * DATA_DIR/outbox/mail.jsonl, so the flows work and can be read without a network.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log?: (msg: object) => void,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  const dir = join(config.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const line = { at: new Date().toISOString(), from: config.mailFrom, ...message };
      await appendFile(join(dir, 'mail.jsonl'), `${JSON.stringify(line)}\n`);
      log?.({ outbox: 'mail', to: message.to, subject: message.subject });
    },
    close() {},
  };
}
