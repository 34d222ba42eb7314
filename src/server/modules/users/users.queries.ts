import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { authColumns, mediaColumns } from '../../db/joins.ts';
import { files, roles, teams, users } from '../../db/tables/core.table.ts';
import { sessions } from '../../db/tables/sessions.table.ts';
import { authChanged } from '../../http/auth-cache.ts';

const favEmblem = alias(files, 'fav_emblem');

/** By e-mail (lower-cased) or username (case-insensitive), with the password hash. */
export async function findLoginUser(conn: Conn, identifier: string) {
  const id = identifier.trim().toLowerCase();
  const rows = await conn
    .select({ ...authColumns, passwordHash: users.passwordHash, deleteAfter: users.deleteAfter })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    // A deleted account's tombstone never logs in (its e-mail and password are unusable anyway).
    .where(sql`(${users.email} = ${id} or lower(${users.username}) = ${id}) and ${users.deletedAt} is null`)
    .limit(2);
  // An e-mail match wins over a username that happens to equal someone's e-mail.
  return rows.find((r) => r.email === id) ?? rows[0];
}

/** Everything /users/me and the user-plugin endpoints can answer. */
export const selectUserRecords = (conn: Conn) =>
  conn
    .select({
      user: users,
      role: {
        id: roles.id,
        documentId: roles.documentId,
        name: roles.name,
        description: roles.description,
        type: roles.type,
      },
      favTeam: { id: teams.id, documentId: teams.documentId, name: teams.name },
      favTeamEmblem: mediaColumns(favEmblem),
      avatar: mediaColumns(files),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(teams, eq(teams.id, users.favTeamId))
    .leftJoin(files, eq(files.id, users.avatarId))
    .leftJoin(favEmblem, eq(favEmblem.id, teams.emblemId));

export async function findUserRecord(conn: Conn, id: number) {
  const rows = await selectUserRecords(conn).where(eq(users.id, id));
  return rows[0];
}

export async function findUserRecordByDocumentId(conn: Conn, documentId: string) {
  const rows = await selectUserRecords(conn).where(eq(users.documentId, documentId));
  return rows[0];
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>;

export async function insertUser(
  conn: Conn,
  values: {
    username: string;
    email: string;
    passwordHash: string;
    roleId: number;
    phone?: string | null;
    phoneVerified?: boolean;
    favTeamId?: number | null;
    avatarId?: number | null;
    youtubeAccount?: string;
    instagramAccount?: string;
  },
) {
  const [row] = await conn.insert(users).values(values).returning({ id: users.id, documentId: users.documentId });
  return row;
}

export async function findUserIdByUsername(conn: Conn, username: string) {
  const rows = await conn
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return rows[0];
}

/** A password set from outside the account's sessions (a reset, the admin, start-up): every session ends. */
export async function setPassword(conn: Conn, id: number, passwordHash: string) {
  const [row] = await conn
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  // Every session of the account ends with the old password.
  await conn.delete(sessions).where(eq(sessions.userId, id));
  authChanged();
  return row;
}

export async function setRole(conn: Conn, id: number, roleId: number) {
  await conn.update(users).set({ roleId, updatedAt: new Date() }).where(eq(users.id, id));
  authChanged();
}

/** The account an e-mail address (lower-cased) belongs to, for a password reset. */
export async function findUserByEmail(conn: Conn, email: string) {
  const rows = await conn
    .select({ id: users.id, username: users.username, email: users.email, blocked: users.blocked })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return rows[0];
}

/** A new password chosen in one of the account's sessions: the sessions are the caller's to end. */
export async function updatePasswordHash(conn: Conn, id: number, passwordHash: string) {
  await conn.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
  authChanged();
}

/** Which of username (case-insensitive), e-mail and phone are already taken. */
export async function takenIdentity(conn: Conn, values: { username: string; email: string; phone?: string | null }) {
  const rows = await conn
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${values.username.toLowerCase()} or ${users.email} = ${values.email}
          or (${values.phone ?? null}::text is not null and ${users.phone} = ${values.phone ?? null})`,
    )
    .limit(5);
  return {
    username: rows.some((r) => r.username.toLowerCase() === values.username.toLowerCase()),
    email: rows.some((r) => r.email === values.email),
    phone: Boolean(values.phone) && rows.some((r) => r.phone === values.phone),
  };
}

/** The account a verification names: by documentId or numeric id. */
export async function findAccountByKey(conn: Conn, key: string | number) {
  const byId = typeof key === 'number' || /^\d+$/.test(key);
  const rows = await conn
    .select({
      id: users.id,
      documentId: users.documentId,
      username: users.username,
      phone: users.phone,
      phoneVerified: users.phoneVerified,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(byId ? eq(users.id, Number(key)) : eq(users.documentId, String(key)));
  return rows[0];
}

export async function markPhoneVerified(conn: Conn, id: number) {
  await conn.update(users).set({ phoneVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
  authChanged();
}
