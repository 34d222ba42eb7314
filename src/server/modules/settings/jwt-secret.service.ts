import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Conn } from '../../db/client.ts';
import { settingOrInsert } from './settings.queries.ts';

/** The settings key of the secret shared by every instance. */
export const JWT_SECRET_KEY = 'jwt_secret';

export interface ResolvedSecret {
  secret: string;
  /** env: JWT_SECRET; database: the one kept there; carried: this start moved DATA_DIR/jwt-secret there. */
  source: 'env' | 'database' | 'carried' | 'generated';
}

/** The secret an older version generated and kept in DATA_DIR/jwt-secret, if this installation has one. */
function legacySecret(dataDir: string): string | undefined {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  return text.length >= 16 ? text : undefined;
}

/**
 * The secret tokens are signed with, the same on every instance of one database: JWT_SECRET when set; otherwise
 * the one kept in the settings table. The first start stores it there: the secret of DATA_DIR/jwt-secret when an
 * older version left one (so an upgrade logs nobody out), else a new random one. The insert does nothing when
 * another instance stored one first, and every instance reads back the stored value.
 */
export async function resolveJwtSecret(
  db: Conn,
  options: { jwtSecret?: string; dataDir: string },
): Promise<ResolvedSecret> {
  if (options.jwtSecret) return { secret: options.jwtSecret, source: 'env' };
  const legacy = legacySecret(options.dataDir);
  const candidate = legacy ?? randomBytes(48).toString('base64url');
  const secret = await settingOrInsert(db, JWT_SECRET_KEY, candidate);
  if (secret !== candidate) return { secret, source: 'database' };
  return { secret, source: legacy ? 'carried' : 'generated' };
}
