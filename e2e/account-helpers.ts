// The account journeys (password reset and change, logouts): another device of a player, and the mail they receive.
import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import { e2eDataDir } from './e2e-env.ts';
import { apiJwt } from './fixtures.ts';

/** Another device of the player: a token from the login API. */
export const otherDevice = (request: APIRequestContext, player: { username: string; password: string }) =>
  apiJwt(request, player.username, player.password);

/** The status GET /api/users/me answers for a token: 200 while its session lasts, 401 after. */
export async function meStatus(request: APIRequestContext, jwt: string) {
  return (await request.get('/api/users/me', { headers: { authorization: `Bearer ${jwt}` } })).status();
}

const mailOutbox = `${e2eDataDir}/outbox/mail.jsonl`;

/** The path and query of the reset link in the last e-mail to `email`, waiting for it to arrive. */
export async function resetLinkFor(email: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(mailOutbox)) return '';
        const mails = readFileSync(mailOutbox, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; text: string })
          .filter((m) => m.to === email);
        if (mails.length <= after) return '';
        link = /https?:\/\/\S+\/reset-password\?code=[\w-]+/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a reset e-mail to ${email}`, timeout: 10_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
