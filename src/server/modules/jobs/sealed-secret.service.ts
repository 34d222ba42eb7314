import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A secret a job must carry because nothing else can rebuild it (the password a moderator chose, which the player's
// mail gives): sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server secret, and bound to the
// job it belongs to, so a sealed value copied into another job or read without the server secret opens nothing.
// The job drops it when it ends (clearPayload) and a backup drops it at once (src/server/backup/).

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key: its own derivation of the server secret, never the token-signing key itself. */
function sealKey(serverSecret: string): Buffer {
  if (!serverSecret) throw new Error('the server secret is not resolved yet');
  return Buffer.from(hkdfSync('sha256', serverSecret, 'prezice-job-seal', 'job payload secret v1', 32));
}

/** `v1.<iv|tag|ciphertext in base64url>`; `context` (e.g. 'account-credentials:42') must match to open it. */
export function sealSecret(serverSecret: string, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** The secret, or null when it was sealed under another secret or context, or was changed. */
export function openSealed(serverSecret: string, sealed: string, context: string): string | null {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) return null;
  const raw = Buffer.from(body, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(serverSecret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
