import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '../domain/limits.ts';
import type { Config } from './config.ts';
import { type Conn, rowsOf } from './db/client.ts';
import { hashPassword, verifyPassword } from './http/password.ts';
import {
  findLoginUser,
  findUserIdByUsername,
  insertUser,
  setPassword,
  setRole,
} from './modules/users/users.queries.ts';

export interface AdminResult {
  username: string;
  created: boolean;
  /** Only when the password was generated now: printed once. */
  generatedPassword?: string;
}

/** Makes sure the ADMIN_* account exists, is an admin, and (when ADMIN_PASSWORD is set) has that password. */
export async function ensureAdmin(db: Conn, admin: Config['admin']): Promise<AdminResult> {
  const existing = await findUserIdByUsername(db, admin.username);
  if (existing) {
    if (existing.roleId !== ROLE_IDS.admin) await setRole(db, existing.id, ROLE_IDS.admin);
    if (admin.password) {
      const login = await findLoginUser(db, admin.username);
      if (login && !(await verifyPassword(admin.password, login.passwordHash))) {
        await setPassword(db, existing.id, await hashPassword(admin.password));
      }
    }
    return { username: admin.username, created: false };
  }
  const generated = admin.password ? undefined : randomBytes(12).toString('base64url');
  await insertUser(db, {
    username: admin.username,
    email: admin.email,
    passwordHash: await hashPassword(admin.password ?? generated!),
    roleId: ROLE_IDS.admin,
    phoneVerified: true,
  });
  return { username: admin.username, created: true, generatedPassword: generated };
}

/** Whether the game has no data yet: the demo seed only fills an empty database. */
export async function isEmptyDatabase(db: Conn): Promise<boolean> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select (select count(*) from teams)::int + (select count(*) from matches)::int as n`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}
