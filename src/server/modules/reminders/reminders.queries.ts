import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { REMINDER_DEFAULTS, type ReminderSettings } from '../../../domain/reminders.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { pushSubscriptions, reminderSettings } from '../../db/tables/reminders.table.ts';

/** The account's settings, or the defaults when it never saved any. */
export async function settingsOf(conn: Conn, userId: number): Promise<ReminderSettings> {
  const [row] = await conn
    .select({
      push: reminderSettings.push,
      email: reminderSettings.email,
      before24h: reminderSettings.before24h,
      before3h: reminderSettings.before3h,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ?? { ...REMINDER_DEFAULTS };
}

export async function saveSettings(conn: Conn, userId: number, s: ReminderSettings): Promise<void> {
  await conn
    .insert(reminderSettings)
    .values({ userId, ...s, updatedAt: new Date() })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...s, updatedAt: new Date() } });
}

/** E-mail off (the one-click unsubscribe), the other settings as they were. */
export async function turnEmailOff(conn: Conn, userId: number): Promise<void> {
  await conn
    .insert(reminderSettings)
    .values({ userId, ...REMINDER_DEFAULTS, email: false })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { email: false, updatedAt: new Date() } });
}

export async function countDevices(conn: Conn, userId: number): Promise<number> {
  const [row] = await conn.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * The endpoint is this account's (a browser handed over by another account moves here, with its new keys); past
 * `cap` subscriptions the account's oldest go.
 */
export async function upsertSubscription(
  conn: Conn,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
  cap: number,
): Promise<void> {
  await conn
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: new Date() },
    });
  const keep = conn
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(cap);
  await conn
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.id} not in (${keep})`));
}

/** Deletes the caller's own subscription of this endpoint; false when it has none. */
export async function deleteSubscription(conn: Conn, userId: number, endpoint: string): Promise<boolean> {
  const rows = await conn
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Subscriptions a push service said are gone (404/410). */
export async function deleteSubscriptionsById(conn: Conn, ids: number[]): Promise<void> {
  if (ids.length) await conn.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Pushes delivered: these subscriptions' failures in a row start again from none. */
export async function clearPushFailures(conn: Conn, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await conn
    .update(pushSubscriptions)
    .set({ failures: 0, failedAt: null })
    .where(and(inArray(pushSubscriptions.id, ids), gt(pushSubscriptions.failures, 0)));
}

/**
 * Pushes that failed: one more failure in a row for each subscription, unless its last one began less than
 * `spacingMs` before (a job's retries, a burst of deadlines: the same failure); a subscription at `max` is deleted.
 * Answers the ids deleted.
 */
export async function countPushFailures(
  conn: Conn,
  ids: number[],
  now: Date,
  { spacingMs, max }: { spacingMs: number; max: number },
): Promise<number[]> {
  if (!ids.length) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const same = sql`${pushSubscriptions.failedAt} > ${new Date(now.getTime() - spacingMs).toISOString()}::timestamptz`;
  await conn
    .update(pushSubscriptions)
    .set({
      failures: sql`case when ${same} then ${pushSubscriptions.failures} else ${pushSubscriptions.failures} + 1 end`,
      failedAt: sql`case when ${same} then ${pushSubscriptions.failedAt} else ${at} end`,
    })
    .where(inArray(pushSubscriptions.id, ids));
  const deleted = await conn
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, ids), gte(pushSubscriptions.failures, max)))
    .returning({ id: pushSubscriptions.id });
  return deleted.map((r) => r.id);
}

export async function userIdOfDocument(conn: Conn, documentId: string): Promise<number | undefined> {
  const [row] = await conn.select({ id: users.id }).from(users).where(eq(users.documentId, documentId));
  return row?.id;
}
