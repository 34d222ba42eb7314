import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import { roles, users } from '../../db/tables/core.table.ts';
import { sessions } from '../../db/tables/sessions.table.ts';
import { authChanged } from '../../http/auth-cache.ts';

/** The account's deletion state, with what the checks need. */
export async function findAccountState(conn: Conn, userId: number) {
  const [row] = await conn
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      roleType: roles.type,
      deleteAfter: users.deleteAfter,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row;
}

/** Schedules the wipe and ends every session of the account (its tokens stop working at once). */
export async function markForDeletion(conn: Conn, userId: number, deleteAfter: Date) {
  await conn
    .update(users)
    .set({ deleteAfter, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await conn.delete(sessions).where(eq(sessions.userId, userId));
  authChanged();
}

/** A login during the grace: the deletion is off. Answers whether one was pending. */
export async function clearDeletion(conn: Conn, userId: number): Promise<boolean> {
  const rows = await conn
    .update(users)
    .set({ deleteAfter: null })
    .where(and(eq(users.id, userId), isNotNull(users.deleteAfter), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** What a login checks again once the password is verified, with the account's row locked until its commit. */
export async function lockAccountForLogin(tx: Conn, userId: number) {
  const [row] = await tx
    .select({
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      blocked: users.blocked,
      deleteAfter: users.deleteAfter,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Accounts whose grace is over, oldest first. */
export async function dueDeletions(conn: Conn, now: Date) {
  const rows = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(lte(users.deleteAfter, now), isNull(users.deletedAt)))
    .orderBy(users.deleteAfter);
  return rows.map((r) => r.id);
}

/** Locks the account for its wipe; answers it only when the wipe is due and not done (another instance did it). */
export async function lockDueAccount(tx: Conn, userId: number, now: Date) {
  const [row] = await tx
    .select({ id: users.id, deleteAfter: users.deleteAfter, avatarId: users.avatarId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!row?.deleteAfter || row.deleteAfter > now) return undefined;
  return row;
}

/** The files to remove with the account: those it uploaded and its posts' media. */
export async function filesOwnedBy(tx: Conn, userId: number) {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from files where owner_id = ${userId}
        union select image_id from community_posts where user_id = ${userId} and image_id is not null`,
  );
  return rows.map((r) => Number(r.id));
}

/** Files a tombstone still owns (a wipe cut off between its commit and the files' removal). */
export async function filesOfTombstones(conn: Conn) {
  const rows = await rowsOf<{ id: number }>(
    conn,
    sql`select f.id from files f join users u on u.id = f.owner_id where u.deleted_at is not null`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Every job that names the account, whatever its state: by its id (a payload's userId), its e-mail or phone (a
 * message's address, or anywhere in the payload or the last error), or its username as a word. Pending mail to
 * the account is not sent after the wipe, and nothing finished keeps its name; the wipe's own job goes too (its
 * runner's finish then touches nothing).
 */
async function deleteJobsNaming(tx: Conn, userId: number) {
  const [account] = await tx
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return;
  const email = account.email.toLowerCase();
  const name = account.username.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
  const word = `(^|[^a-z0-9_-])${name.toLowerCase()}($|[^a-z0-9_-])`;
  const text = sql`lower(payload::text || ' ' || coalesce(last_error, ''))`;
  await tx.execute(sql`
    delete from jobs
    where payload->>'userId' = ${String(userId)}
       or position(${email} in ${text}) > 0
       or (${account.phone}::text is not null and position(${account.phone ?? ''} in ${text}) > 0)
       or ${text} ~ ${word}`);
}

/**
 * Everything personal of the account, in the wipe's transaction (its leagues were handed over before): what it
 * wrote, liked and joined, its devices, codes and links. Predictions, the points ledger and round wins stay (the
 * standings of everyone else do not move); the row becomes a tombstone "jucător șters" that cannot log in.
 */
export async function wipeAccount(tx: Conn, userId: number, now: Date) {
  await deleteJobsNaming(tx, userId);
  // Likes it gave: the liked posts' counters go down with them (kept equal to post_likes).
  await tx.execute(sql`update community_posts p set likes = greatest(p.likes - 1, 0)
                       where p.id in (select post_id from post_likes where user_id = ${userId})`);
  for (const statement of [
    // Predictions of matches without a result have no points yet: they go, so a deleted player never scores again
    // and moves nobody's standing later. The scored ones stay under the tombstone.
    sql`delete from predictions p using matches m
        where p.user_id = ${userId} and m.id = p.match_id and m.team1_final_score is null and p.points is null`,
    sql`delete from post_likes where user_id = ${userId}`,
    sql`delete from comments where user_id = ${userId}`,
    sql`delete from community_posts where user_id = ${userId}`,
    sql`delete from league_members where user_id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from reminder_settings where user_id = ${userId}`,
    sql`delete from push_subscriptions where user_id = ${userId}`,
    sql`delete from reminder_sends where user_id = ${userId}`,
    sql`delete from calendar_feeds where user_id = ${userId}`,
    sql`delete from password_resets where user_id = ${userId}`,
    sql`delete from sms_codes where user_id = ${userId}`,
    sql`delete from data_exports where user_id = ${userId}`,
    sql`update data_exports set requested_by = null where requested_by = ${userId}`,
    sql`update point_adjustments set created_by_id = null where created_by_id = ${userId}`,
    sql`update live_scores set updated_by = null where updated_by = ${userId}`,
  ]) {
    await tx.execute(statement);
  }
  const tombstone = randomUUID().replace(/-/g, '');
  await tx
    .update(users)
    .set({
      username: DELETED_PLAYER_NAME,
      // Unusable and unique: the old address is free to register again, nobody can log in with this one.
      email: `sters-${tombstone}@cont-sters.invalid`,
      phone: null,
      passwordHash: '!sters',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      documentId: tombstone.slice(0, 24),
      avatarId: null,
      favTeamId: null,
      youtubeAccount: '',
      instagramAccount: '',
      phoneVerified: false,
      blocked: true,
      deleteAfter: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  authChanged();
}
