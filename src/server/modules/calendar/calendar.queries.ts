import { eq, sql } from 'drizzle-orm';
import type { FeedMatch } from '../../../domain/calendar-feed.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import { calendarFeeds } from '../../db/tables/calendar.table.ts';

export async function feedOfUser(conn: Conn, userId: number) {
  const rows = await conn.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return rows[0];
}

/** Writes the user's feed (a new one, or a new nonce and hash in place of the old: the old link stops at once). */
export async function saveFeed(conn: Conn, userId: number, nonce: string, tokenHash: string) {
  await conn
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: new Date() } });
}

export async function userOfTokenHash(conn: Conn, tokenHash: string) {
  const rows = await conn
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return rows[0]?.userId;
}

/**
 * The matches of the current round and of the next one: the round whose first match comes soonest after the
 * current round's first (without a current round, the first round with a match still to come). Each with the
 * latest change to it, its teams or its round.
 */
export async function feedMatches(conn: Conn, now: Date): Promise<FeedMatch[]> {
  const rows = await rowsOf<{
    document_id: string;
    date: Date | string;
    updated_at: Date | string;
    team1: string;
    team2: string;
    round: string;
  }>(
    conn,
    sql`with cur as (select id from rounds where current limit 1),
        firsts as (select round_id, min(date) as first from matches group by round_id),
        nxt as (
          select f.round_id from firsts f
          where f.round_id not in (select id from cur)
            and f.first > coalesce((select f2.first from firsts f2 where f2.round_id in (select id from cur)), ${now.toISOString()}::timestamptz)
          order by f.first, f.round_id limit 1
        )
        select m.document_id, m.date, greatest(m.updated_at, r.updated_at, t1.updated_at, t2.updated_at) as updated_at,
          t1.name as team1, t2.name as team2, r.name as round
        from matches m
        join rounds r on r.id = m.round_id
        join teams t1 on t1.id = m.team1_id
        join teams t2 on t2.id = m.team2_id
        where m.round_id in (select id from cur union all select round_id from nxt)
        order by m.date, m.id`,
  );
  return rows.map((r) => ({
    documentId: r.document_id,
    date: new Date(r.date),
    updatedAt: new Date(r.updated_at),
    team1: r.team1,
    team2: r.team2,
    round: r.round,
  }));
}
