import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of an e-mail's unsubscribe link: the account's documentId and an HMAC of it under the server's secret,
// so it cannot be guessed or made for another account, and needs nothing stored.

const mac = (secret: string, documentId: string) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe:${documentId}`).digest('base64url').slice(0, 32);

export const unsubscribeToken = (secret: string, documentId: string) => `${documentId}.${mac(secret, documentId)}`;

/** The documentId the token was made for, or null when it is not one of ours. */
export function documentIdOfToken(secret: string, token: string): string | null {
  const match = /^([a-z0-9]{24})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(secret, match[1]));
  const given = Buffer.from(match[2]);
  return timingSafeEqual(expected, given) ? match[1] : null;
}
