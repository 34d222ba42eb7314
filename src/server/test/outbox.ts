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
