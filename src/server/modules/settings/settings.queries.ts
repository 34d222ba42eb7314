import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { settings } from '../../db/tables/settings.table.ts';

/**
 * The value kept under `key`, storing `candidate` first when there is none. One statement pair that several
 * instances may run at once: the insert does nothing on conflict, so whichever came first decides, and every
 * caller reads back that same value.
 */
export async function settingOrInsert(db: Conn, key: string, candidate: string): Promise<string> {
  await db.insert(settings).values({ key, value: candidate }).onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} missing right after its insert`);
  return row.value;
}

export async function readSetting(db: Conn, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
