import { and, eq, lt, ne } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { sessions } from '../../db/tables/sessions.table.ts';
import { authChanged } from '../../http/auth-cache.ts';

/** The session a request's token names. */
export interface CurrentSession {
  id: string;
  expiresAt: Date;
}

export async function insertSession(conn: Conn, values: { id: string; userId: number; expiresAt: Date }) {
  await conn.insert(sessions).values(values);
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

/** Deletes the sessions whose token has expired; answers how many. */
export async function pruneExpiredSessions(conn: Conn, now: Date): Promise<number> {
  const rows = await conn.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
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
