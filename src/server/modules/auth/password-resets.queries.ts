import { eq, lt } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { passwordResets } from '../../db/tables/password-resets.table.ts';

/** Keeps the account's one open code, replacing any earlier one. */
export async function saveResetCode(conn: Conn, values: { userId: number; codeHash: string; expiresAt: Date }) {
  await conn
    .insert(passwordResets)
    .values(values)
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: new Date() },
    });
}

/** The open code with this hash, without using it. */
export async function findResetCode(conn: Conn, codeHash: string) {
  const rows = await conn
    .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.codeHash, codeHash));
  return rows[0];
}

/** Uses a code: deletes it and answers whose it was, so that a second use (even a concurrent one) finds nothing. */
export async function takeResetCode(conn: Conn, codeHash: string) {
  const rows = await conn
    .delete(passwordResets)
    .where(eq(passwordResets.codeHash, codeHash))
    .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
  return rows[0];
}

/** Deletes the codes that expired; answers how many. */
export async function pruneExpiredResetCodes(conn: Conn, now: Date): Promise<number> {
  const rows = await conn
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ userId: passwordResets.userId });
  return rows.length;
}
