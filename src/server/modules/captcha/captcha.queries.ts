import { lt, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { captchaUses } from '../../db/tables/sms.table.ts';

/** Records a solved challenge; false when it was already used (each solution counts once). */
export async function useChallengeOnce(conn: Conn, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await rowsOf<{ signature: string }>(
    conn,
    sql`insert into captcha_uses (signature, expires_at) values (${signature}, ${expiresAt.toISOString()}::timestamptz)
        on conflict (signature) do nothing returning signature`,
  );
  return rows.length === 1;
}

export async function purgeExpiredChallenges(conn: Conn, now: Date) {
  await conn.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
}
