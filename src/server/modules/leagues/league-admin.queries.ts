import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { users } from '../../db/tables/core.table.ts';
import { leagues } from '../../db/tables/leagues.table.ts';
import type { ParsedList } from '../../http/query.ts';
import { leagueSelect } from './leagues.queries.ts';

// What the back office reads of the leagues: every league, a page at a time, and the dashboard's counts.

/** A page of every league (newest first unless the query sorts), with how many the filters match. */
export async function listLeagues(conn: Conn, q: ParsedList) {
  const rows = await leagueSelect(conn)
    .where(q.where)
    .orderBy(...(q.orderBy.length ? q.orderBy : [desc(leagues.createdAt)]), asc(leagues.id))
    .limit(q.limit)
    .offset(q.offset);
  // The filters may name the owner (owner.username): the count joins the owner too.
  const total = q.withCount
    ? (
        await conn.select({ n: count() }).from(leagues).innerJoin(users, eq(users.id, leagues.ownerId)).where(q.where)
      )[0].n
    : undefined;
  return { rows, total };
}

/** How many leagues there are, and how many players are in at least one. */
export async function countLeagues(conn: Conn) {
  const [row] = await rowsOf<{ leagues: number; players: number }>(
    conn,
    sql`select (select count(*) from leagues)::int as leagues,
      (select count(distinct user_id) from league_members)::int as players`,
  );
  return { all: Number(row.leagues), players: Number(row.players) };
}
