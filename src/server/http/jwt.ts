import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Tokens (and the sessions they name) last 30 days. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  id: number;
  /** The account's token version: a password set by someone else or a deletion invalidates older tokens. */
  v: number;
  /** The session the token belongs to (a row of `sessions`): logging out deletes it. */
  sid: string;
}

/** A new session id: 144 random bits, base64url (24 characters). */
export const newSessionId = () => randomBytes(18).toString('base64url');

const SID_PATTERN = /^[\w-]{16,64}$/;

export function tokenService(secret: string) {
  // An empty secret means the start did not resolve one (JWT_SECRET or the database's): never sign with it.
  if (secret.length < 16) throw new Error('tokenService needs the resolved secret (resolveJwtSecret)');
  const key = new TextEncoder().encode(secret);
  return {
    /** A token of the session `sid`, expiring with it. */
    async sign(claims: TokenClaims & { expiresAt: Date }): Promise<string> {
      return new SignJWT({ id: claims.id, v: claims.v, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid token; null for a bad signature, an expired token or one without a session id. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.id !== 'number' || !Number.isInteger(payload.id)) return null;
        // Tokens issued before sessions existed carry no sid: they are no longer accepted.
        if (typeof payload.sid !== 'string' || !SID_PATTERN.test(payload.sid)) return null;
        return { id: payload.id, v: typeof payload.v === 'number' ? payload.v : 0, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;

/** The bearer token of an Authorization header, as Strapi reads it. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return undefined;
  return parts[1];
}
