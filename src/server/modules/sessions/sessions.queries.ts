import { and, eq, gt, lt, lte, ne, or, sql } from 'drizzle-orm';
import { ROLE_IDS } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { authColumns } from '../../db/joins.ts';
import { roles, users } from '../../db/tables/core.table.ts';
import { sessions } from '../../db/tables/sessions.table.ts';
import { authChanged } from '../../http/auth-cache.ts';
import type { AuthUser } from '../../http/auth-user.ts';

/** The session a request's token names. */
export interface CurrentSession {
  id: string;
  /** The token's expiry (the wall clock's, as the token's `exp`). */
  expiresAt: Date;
  /** When it was opened, its last request seen (to the minute) and its last password entry, on the server's clock. */
  createdAt: Date;
  lastSeenAt: Date;
  passwordAt: Date;
}

export async function insertSession(
  conn: Conn,
  values: { id: string; userId: number; expiresAt: Date; createdAt: Date },
) {
  await conn.insert(sessions).values({ ...values, lastSeenAt: values.createdAt, passwordAt: values.createdAt });
}

/** Ends one session of an account; false when it was already gone. */
export async function deleteSession(conn: Conn, userId: number, id: string): Promise<boolean> {
  const rows = await conn
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  authChanged();
  return rows.length > 0;
}

/** Ends every session of an account, or every one but `keep`. */
export async function deleteUserSessions(conn: Conn, userId: number, keep?: string) {
  await conn
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
  authChanged();
}

/**
 * Deletes the sessions whose token has expired, and the administrators' sessions past their idle or total limit;
 * answers how many.
 */
export async function pruneExpiredSessions(
  conn: Conn,
  now: Date,
  admin?: { idleMs: number; maxMs: number },
): Promise<number> {
  const ended = admin
    ? or(
        lt(sessions.expiresAt, now),
        and(
          or(
            lte(sessions.lastSeenAt, new Date(now.getTime() - admin.idleMs)),
            lte(sessions.createdAt, new Date(now.getTime() - admin.maxMs)),
          ),
          sql`exists (select 1 from users u where u.id = ${sessions.userId} and u.role_id = ${ROLE_IDS.admin})`,
        ),
      )
    : lt(sessions.expiresAt, now);
  const rows = await conn.delete(sessions).where(ended).returning({ id: sessions.id });
  if (rows.length) authChanged();
  return rows.length;
}

export async function sessionExists(conn: Conn, userId: number, id: string): Promise<boolean> {
  const rows = await conn
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  return rows.length > 0;
}

/**
 * Notes a request of the session at `now`, unless one was noted after `staleBefore` (so at most one write a minute
 * per session, whatever the instances) or the session is idle since `idleSince` (an ended session is never revived).
 * Answers whether it wrote.
 */
export async function touchSession(conn: Conn, id: string, now: Date, staleBefore: Date, idleSince: Date) {
  const rows = await conn
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, staleBefore), gt(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  if (rows.length) authChanged();
  return rows.length > 0;
}

/** The password was typed again in this session; false when the session is gone. */
export async function markPasswordEntered(conn: Conn, userId: number, id: string, at: Date): Promise<boolean> {
  const rows = await conn
    .update(sessions)
    .set({ passwordAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  authChanged();
  return rows.length > 0;
}

/**
 * The account behind a token, read with its session in one query (both by primary key): nothing when the
 * session was ended, belongs to another account, or the account is gone.
 */
export async function findAuthSession(
  conn: Conn,
  userId: number,
  sessionId: string,
): Promise<
  | (AuthUser & { sessionExpiresAt: Date; sessionCreatedAt: Date; sessionLastSeenAt: Date; sessionPasswordAt: Date })
  | undefined
> {
  const rows = await conn
    .select({
      ...authColumns,
      sessionExpiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
      sessionLastSeenAt: sessions.lastSeenAt,
      sessionPasswordAt: sessions.passwordAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, userId));
  return rows[0];
}

/**
 * What a password change reads of an account. With lock, the row stays locked until the transaction ends, so
 * concurrent changes of one account's password or sessions run one after the other.
 */
export async function findPasswordOf(conn: Conn, id: number, { lock = false } = {}) {
  const query = conn
    .select({ passwordHash: users.passwordHash, tokenVersion: users.tokenVersion, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}
