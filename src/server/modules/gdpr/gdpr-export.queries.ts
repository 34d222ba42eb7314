import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { type ArchiveFile, dataExports } from '../../db/tables/data-exports.table.ts';

// The export's rows (data_exports) and what goes into the archive: every table that holds something of the player.

const rows = (conn: Conn, query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(conn, query);

/**
 * Everything stored about one account, table by table (src/server/db/tables: each users reference). Secrets are
 * left out: the password hash, the token version, the calendar feed's nonce and hash, the push keys, code hashes.
 */
export async function collectPlayerData(conn: Conn, userId: number) {
  const [account] = await rows(
    conn,
    sql`select u.id, u.document_id, u.username, u.email, u.phone, u.phone_verified, u.blocked, r.type as role,
               t.name as favourite_team, u.avatar_id, u.youtube_account, u.instagram_account, u.points,
               u.current_points, u.created_at, u.updated_at, u.delete_after
        from users u join roles r on r.id = u.role_id left join teams t on t.id = u.fav_team_id
        where u.id = ${userId}`,
  );
  const [
    predictions,
    pointsLedger,
    roundWins,
    posts,
    comments,
    likes,
    leaguesOwned,
    memberships,
    reminderSettings,
    pushSubscriptions,
    remindersSent,
    calendarFeed,
    sessions,
    smsCodes,
    passwordReset,
    files,
    exports,
  ] = await Promise.all([
    rows(
      conn,
      sql`select p.id, p.document_id, p.match_id, th.name as home, ta.name as away, m.date as kickoff, p.type,
                 p.team1, p.team2, p.points, p.created_at, p.updated_at
          from predictions p join matches m on m.id = p.match_id
          left join teams th on th.id = m.team1_id left join teams ta on ta.id = m.team2_id
          where p.user_id = ${userId} order by p.id`,
    ),
    rows(
      conn,
      sql`select id, kind, match_id, round_id, points, reason, created_at from point_adjustments
          where user_id = ${userId} order by id`,
    ),
    rows(
      conn,
      sql`select round_id, position, current_points, prize from round_winners where user_id = ${userId} order by id`,
    ),
    rows(
      conn,
      sql`select id, document_id, text, image_id, approved, likes, created_at, updated_at from community_posts
          where user_id = ${userId} order by id`,
    ),
    rows(
      conn,
      sql`select id, document_id, post_id, comment_text, commented_at from comments where user_id = ${userId} order by id`,
    ),
    rows(conn, sql`select post_id, created_at from post_likes where user_id = ${userId} order by post_id`),
    rows(
      conn,
      sql`select id, document_id, name, description, code, created_at from leagues where owner_id = ${userId} order by id`,
    ),
    rows(
      conn,
      sql`select l.id as league_id, l.name, m.joined_at from league_members m join leagues l on l.id = m.league_id
          where m.user_id = ${userId} order by l.id`,
    ),
    rows(
      conn,
      sql`select push, email, before_24h, before_3h, updated_at from reminder_settings where user_id = ${userId}`,
    ),
    rows(conn, sql`select endpoint, created_at from push_subscriptions where user_id = ${userId} order by id`),
    rows(
      conn,
      sql`select deadline, lead_hours, sent_at from reminder_sends where user_id = ${userId} order by deadline`,
    ),
    rows(conn, sql`select created_at from calendar_feeds where user_id = ${userId}`),
    rows(conn, sql`select created_at, expires_at from sessions where user_id = ${userId} order by created_at`),
    rows(
      conn,
      sql`select phone, attempts, expires_at, consumed_at, created_at from sms_codes where user_id = ${userId} order by id`,
    ),
    rows(conn, sql`select created_at, expires_at from password_resets where user_id = ${userId}`),
    rows(
      conn,
      sql`select id, document_id, name, hash, ext, mime, size_in_bytes, url, created_at from files
          where owner_id = ${userId} order by id`,
    ),
    rows(
      conn,
      sql`select id, state, created_at, expires_at, requested_by is not null as asked_by_admin from data_exports
          where user_id = ${userId} order by id`,
    ),
  ]);
  return {
    account,
    predictions,
    pointsLedger,
    roundWins,
    posts,
    comments,
    likes,
    leagues: { owned: leaguesOwned, memberships },
    reminders: { settings: reminderSettings[0] ?? null, pushSubscriptions, sent: remindersSent },
    calendarFeed: { exists: calendarFeed.length > 0, createdAt: calendarFeed[0]?.created_at ?? null },
    consents: {
      // Registration requires accepting the terms (the form cannot be sent without it); no other record is kept.
      terms: { acceptedAt: account?.created_at ?? null },
      reminderEmails: reminderSettings[0]?.email ?? false,
      pushNotifications: pushSubscriptions.length > 0,
    },
    sessions,
    smsCodes,
    passwordReset: passwordReset[0] ?? null,
    files,
    dataExports: exports,
  };
}

export async function insertExport(
  conn: Conn,
  values: { userId: number; requestedBy: number | null; token: string; createdAt: Date },
) {
  const [row] = await conn.insert(dataExports).values(values).returning({ id: dataExports.id });
  return row!.id;
}

const exportColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  token: dataExports.token,
  state: dataExports.state,
  size: dataExports.size,
  createdAt: dataExports.createdAt,
  expiresAt: dataExports.expiresAt,
};

export async function findExport(conn: Conn, id: number) {
  const [row] = await conn.select(exportColumns).from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function latestExport(conn: Conn, userId: number) {
  const [row] = await conn
    .select(exportColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/** The account's open export, and how many it asked itself since `since` (an admin's are not counted). */
export async function exportLoad(conn: Conn, userId: number, since: Date) {
  const [row] = await rowsOf<{ pending: number; recent: number }>(
    conn,
    sql`select count(*) filter (where state = 'pending')::int as pending,
               count(*) filter (where requested_by is null and created_at >= ${since.toISOString()}::timestamptz)::int as recent
        from data_exports where user_id = ${userId}`,
  );
  return { pending: Number(row?.pending ?? 0), recent: Number(row?.recent ?? 0) };
}

export async function saveExport(
  conn: Conn,
  id: number,
  values: { document: Buffer; files: ArchiveFile[]; size: number; expiresAt: Date },
) {
  await conn
    .update(dataExports)
    .set({ ...values, state: 'ready' })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'pending')));
}

export async function markFailed(conn: Conn, id: number) {
  await conn.update(dataExports).set({ state: 'failed' }).where(eq(dataExports.id, id));
}

export async function findByToken(conn: Conn, token: string) {
  const [row] = await conn
    .select({ ...exportColumns, document: dataExports.document, files: dataExports.files })
    .from(dataExports)
    .where(eq(dataExports.token, token));
  return row;
}

/** Ready exports past their 24 hours lose their data and read 'expired'; rows older than 30 days go. */
export async function sweepExports(conn: Conn, now: Date) {
  const expired = await conn
    .update(dataExports)
    .set({ document: null, files: null, state: 'expired' })
    .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  await conn
    .delete(dataExports)
    .where(
      and(lte(dataExports.createdAt, new Date(now.getTime() - 30 * 24 * 3_600_000)), isNull(dataExports.document)),
    );
  return expired.length;
}
