import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { smsCodes } from '../../db/tables/sms.table.ts';

export async function insertCode(
  conn: Conn,
  values: { userId: number; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  // A new code replaces every earlier one of the account.
  await conn
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.userId, values.userId), isNull(smsCodes.consumedAt)));
  await conn.insert(smsCodes).values(values);
}

export async function latestOpenCode(conn: Conn, userId: number) {
  const rows = await conn
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return rows[0];
}

/** Counts a wrong attempt atomically; answers the attempts made so far. */
export async function countAttempt(conn: Conn, codeId: number): Promise<number> {
  const rows = await rowsOf<{ attempts: number }>(
    conn,
    sql`update sms_codes set attempts = attempts + 1 where id = ${codeId} returning attempts`,
  );
  return Number(rows[0]?.attempts ?? 0);
}

/** Uses the code once: false when a concurrent request used it first. */
export async function consumeCode(conn: Conn, codeId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    conn,
    sql`update sms_codes set consumed_at = now() where id = ${codeId} and consumed_at is null returning id`,
  );
  return rows.length === 1;
}
