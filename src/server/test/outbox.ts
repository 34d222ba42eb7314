import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lines of an outbox file (sms.jsonl or mail.jsonl) under a data dir. */
export function readOutbox<T = Record<string, string>>(dataDir: string, file: 'sms.jsonl' | 'mail.jsonl'): T[] {
  const path = join(dataDir, 'outbox', file);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The last 6-digit code sent to a phone. */
export function lastSmsCode(dataDir: string, phone: string): string | undefined {
  const sent = readOutbox<{ to: string; text: string }>(dataDir, 'sms.jsonl').filter((m) => m.to === phone);
  return /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1];
}

export interface OutboxMail {
  at: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The e-mails sent to an address so far. */
export const mailsTo = (dataDir: string, to: string) =>
  readOutbox<OutboxMail>(dataDir, 'mail.jsonl').filter((m) => m.to === to);

/** Waits (up to timeoutMs) until the address has received `count` e-mails, for mail sent after the answer. */
export async function waitForMails(dataDir: string, to: string, count = 1, timeoutMs = 5_000): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, to);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The code of the password-reset link of the last e-mail sent to an address. */
export function lastResetCode(dataDir: string, to: string): string | undefined {
  const text = mailsTo(dataDir, to).at(-1)?.text ?? '';
  return /\/reset-password\?code=([\w-]+)/.exec(text)?.[1];
}
