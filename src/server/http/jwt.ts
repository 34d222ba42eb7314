import { jwtVerify, SignJWT } from 'jose';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export interface TokenClaims {
  id: number;
  /** The account's token version: a password change or a deletion invalidates older tokens. */
  v: number;
}

export function tokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ id: claims.id, v: claims.v })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + THIRTY_DAYS_S)
        .sign(key);
    },
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.id !== 'number' || !Number.isInteger(payload.id)) return null;
        return { id: payload.id, v: typeof payload.v === 'number' ? payload.v : 0 };
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
