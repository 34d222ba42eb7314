import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/**
 * SMS_PROVIDER=outbox (the default outside production): one JSON line {at, to, text} per message in
 * DATA_DIR/outbox/sms.jsonl. SMS_PROVIDER=http: a JSON POST {to, text} to SMS_HTTP_URL with the bearer
 * SMS_HTTP_TOKEN, the shape most gateways take or a small relay can adapt.
 */
export function createSmsProvider(
  config: Pick<Config, 'smsProvider' | 'smsHttpUrl' | 'smsHttpToken' | 'dataDir'>,
  log?: (msg: object) => void,
): SmsProvider {
  if (config.smsProvider === 'http') {
    const url = config.smsHttpUrl;
    if (!url) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return {
      async send(to, text) {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.smsHttpToken ? { authorization: `Bearer ${config.smsHttpToken}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  const dir = join(config.dataDir, 'outbox');
  return {
    async send(to, text) {
      await mkdir(dir, { recursive: true });
      await appendFile(join(dir, 'sms.jsonl'), `${JSON.stringify({ at: new Date().toISOString(), to, text })}\n`);
      // The line says that a message went, never what it says (a code must not reach the log).
      log?.({ outbox: 'sms', to });
    },
  };
}
