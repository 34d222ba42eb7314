import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { mediaColumns, mediaObject } from '../../db/joins.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { leagueMembers, leagues } from '../../db/tables/leagues.table.ts';
import { atVersion, nextVersion } from '../../db/versions.ts';
import type { Expected } from '../../http/versions.ts';
import type { MediaInput } from '../uploads/uploads.projection.ts';

export type StandingsSort = 'points' | 'currentPoints';

/** How many members a league has (the row's own league: a correlated subquery of the leagues table). */
export const membersCountOf = sql<number>`(select count(*) from league_members m where m.league_id = ${leagues.id})::int`;

/** A league with what every answer about it shows: its emblem, its owner and how many members it has. */
export function leagueSelect(conn: Conn) {
  return conn
    .select({
      league: leagues,
      emblem: mediaColumns(files),
      owner: { documentId: users.documentId, username: users.username },
      membersCount: membersCountOf,
    })
    .from(leagues)
    .innerJoin(users, eq(users.id, leagues.ownerId))
    .leftJoin(files, eq(files.id, leagues.emblemId));
}

export type LeagueRecord = NonNullable<Awaited<ReturnType<typeof findLeagueByDocumentId>>>;

export async function findLeagueByDocumentId(conn: Conn, documentId: string) {
  const [row] = await leagueSelect(conn).where(eq(leagues.documentId, documentId));
  return row;
}

export async function findLeagueById(conn: Conn, id: number) {
  const [row] = await leagueSelect(conn).where(eq(leagues.id, id));
  return row;
}

/** A league's id and owner, and whether an account is one of its members: one primary-key probe each. */
export async function accessOf(conn: Conn, documentId: string, userId: number) {
  const rows = await rowsOf<{ id: number; owner_id: number; member: boolean }>(
    conn,
    sql`select l.id, l.owner_id,
      exists(select 1 from league_members m where m.league_id = l.id and m.user_id = ${userId}) as member
    from leagues l where l.document_id = ${documentId}`,
  );
  const r = rows[0];
  return r ? { id: Number(r.id), ownerId: Number(r.owner_id), member: Boolean(r.member) } : undefined;
}

/** The league of an invite code (stored upper-case: the caller normalizes what was typed). */
export async function findLeagueByCode(conn: Conn, code: string) {
  const [row] = await leagueSelect(conn).where(eq(leagues.code, code));
  return row;
}

/** The caller's leagues, oldest membership first, each with the caller's rank in its season standings. */
export async function leaguesOfMember(conn: Conn, userId: number) {
  return leagueSelect(conn)
    .innerJoin(leagueMembers, and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.userId, userId)))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagues.id));
}

/**
 * Locks a league's row (by id, or by invite code) for the rest of the transaction, so that joins, leaves and
 * hand-overs of one league wait for each other, then counts its members. The count is a statement of its own:
 * under READ COMMITTED a statement sees the snapshot it started with, so a count in the locking statement would
 * miss the members that the transactions it waited for have just added.
 */
export async function lockLeague(conn: Conn, by: { id: number } | { code: string }) {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`code = ${by.code}`;
  const rows = await rowsOf<{ id: number; owner_id: number }>(
    conn,
    sql`select id, owner_id from leagues where ${where} for update`,
  );
  const r = rows[0];
  if (!r) return undefined;
  const [n] = await rowsOf<{ n: number }>(
    conn,
    sql`select count(*)::int as n from league_members where league_id = ${r.id}`,
  );
  return { id: Number(r.id), ownerId: Number(r.owner_id), members: Number(n.n) };
}

/** Locks a player's row (their joins and creations wait for each other), then counts their leagues (see above). */
export async function lockPlayerMemberships(conn: Conn, userId: number) {
  await rowsOf(conn, sql`select id from users where id = ${userId} for update`);
  const [n] = await rowsOf<{ n: number }>(
    conn,
    sql`select count(*)::int as n from league_members where user_id = ${userId}`,
  );
  return Number(n.n);
}

export async function insertLeague(
  conn: Conn,
  values: { name: string; description: string | null; emblemId: number | null; ownerId: number; code: string },
) {
  const [row] = await conn.insert(leagues).values(values).returning({ id: leagues.id });
  return row.id;
}

/** Adds a member; answers false when they already were one. */
export async function insertMember(conn: Conn, leagueId: number, userId: number, joinedAt?: Date) {
  const rows = await conn
    .insert(leagueMembers)
    .values({ leagueId, userId, ...(joinedAt ? { joinedAt } : {}) })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  return rows.length > 0;
}

export async function findMembership(conn: Conn, leagueId: number, userId: number) {
  const [row] = await conn
    .select({ joinedAt: leagueMembers.joinedAt })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
  return row;
}

/** A member of the league by their account's documentId. */
export async function findMemberByDocumentId(conn: Conn, leagueId: number, documentId: string) {
  const [row] = await conn
    .select({ id: users.id })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(users.documentId, documentId)));
  return row?.id;
}

export async function deleteMember(conn: Conn, leagueId: number, userId: number) {
  await conn.delete(leagueMembers).where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)));
}

/** The member who joined first, apart from one (the leaving owner); ties by account id. */
export async function longestStandingMember(conn: Conn, leagueId: number, exceptUserId: number) {
  const [row] = await conn
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), ne(leagueMembers.userId, exceptUserId)))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
    .limit(1);
  return row?.userId;
}

/** Answers how many rows it changed: none when an expected version is given and the row is no longer at it. */
export async function updateLeagueRow(
  conn: Conn,
  id: number,
  values: Partial<{ name: string; description: string | null; emblemId: number | null; ownerId: number; code: string }>,
  expected?: Expected,
) {
  const rows = await conn
    .update(leagues)
    .set({ ...values, updatedAt: nextVersion(leagues.updatedAt) })
    .where(and(eq(leagues.id, id), atVersion(leagues.updatedAt, expected)))
    .returning({ id: leagues.id });
  return rows.length;
}

export async function deleteLeagueRow(conn: Conn, id: number, expected?: Expected) {
  const rows = await conn
    .delete(leagues)
    .where(and(eq(leagues.id, id), atVersion(leagues.updatedAt, expected)))
    .returning({ id: leagues.id });
  return rows.length;
}

/** The leagues an account owns, locked, with their emblems (for the account's deletion). */
export async function lockLeaguesOwnedBy(conn: Conn, userId: number) {
  const rows = await rowsOf<{ id: number; emblem_id: number | null }>(
    conn,
    sql`select id, emblem_id from leagues where owner_id = ${userId} order by id for update`,
  );
  return rows.map((r) => ({ id: Number(r.id), emblemId: r.emblem_id === null ? null : Number(r.emblem_id) }));
}

export interface StandingRow {
  id: number;
  documentId: string;
  username: string;
  points: number;
  currentPoints: number;
  rank: number;
  avatar: MediaInput;
}

/** A line of the standings with its place in the order (1-based). */
export interface PlacedRow extends StandingRow {
  position: number;
}

/**
 * The league's ranked members (accounts the public ranking ranks: not admins) in the public ranking's order, for the
 * season and for the round: points desc, then username ignoring case, then id. One statement for both rankings
 * (reading the members' rows is what costs: one visit each), answering arrays (ids, and the points sorted by),
 * which both engines hand over far faster than 10,000 rows; leagues.cache.ts keeps them and derives the ranks.
 */
export async function leagueOrderRows(conn: Conn, leagueId: number) {
  const rows = await rowsOf<{
    season_ids: number[] | null;
    season_points: number[] | null;
    round_ids: number[] | null;
    round_points: number[] | null;
  }>(
    conn,
    sql`select array_agg(u.id order by u.points desc, lower(u.username), u.id) as season_ids,
      array_agg(u.points order by u.points desc, lower(u.username), u.id) as season_points,
      array_agg(u.id order by u.current_points desc, lower(u.username), u.id) as round_ids,
      array_agg(u.current_points order by u.current_points desc, lower(u.username), u.id) as round_points
    from league_members lm join users u on u.id = lm.user_id
    where lm.league_id = ${leagueId} and u.role_id <> 4`,
  );
  const r = rows[0];
  const numbers = (xs: number[] | null | undefined) => (xs ?? []).map(Number);
  return {
    points: { ids: numbers(r?.season_ids), points: numbers(r?.season_points) },
    currentPoints: { ids: numbers(r?.round_ids), points: numbers(r?.round_points) },
  };
}

/** The rows the standings show of some accounts (by id, in no particular order): name, avatar and both totals. */
export async function standingRowsByIds(conn: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<{
    id: number;
    document_id: string;
    username: string;
    points: number;
    current_points: number;
    avatar: MediaInput;
  }>(
    conn,
    sql`select u.id, u.document_id, u.username, u.points, u.current_points, ${mediaObject('a')} as avatar
    from users u left join files a on a.id = u.avatar_id where u.id in (${list})`,
  );
}

/**
 * Form: each account's points in each of the last `rounds` rounds (in the game's order, created_at then id) up to
 * the current one, from its predictions and adjustments of that round. One row per round and account, oldest
 * round first.
 */
export async function formOf(conn: Conn, userIds: number[], rounds: number) {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ round_id: number; document_id: string; name: string; user_id: number; points: number }>(
    conn,
    sql`with cur as (select created_at, id from rounds where current limit 1),
    recent as (
      select r.id, r.document_id, r.name, r.created_at from rounds r
      where not exists (select 1 from cur) or (r.created_at, r.id) <= (select created_at, id from cur)
      order by r.created_at desc, r.id desc limit ${rounds}
    )
    select rc.id as round_id, rc.document_id, rc.name, u.id as user_id,
      (coalesce((select sum(p.points) from predictions p join matches m on m.id = p.match_id
                 where m.round_id = rc.id and p.user_id = u.id), 0)
     + coalesce((select sum(a.points) from point_adjustments a where a.round_id = rc.id and a.user_id = u.id), 0))::int
        as points
    from recent rc cross join users u where u.id in (${ids})
    order by rc.created_at, rc.id, u.id`,
  );
  return rows.map((r) => ({
    roundId: Number(r.round_id),
    documentId: r.document_id,
    name: r.name,
    userId: Number(r.user_id),
    points: Number(r.points),
  }));
}

/** The current round, and how many of the league's members predicted at least one of its matches. */
export async function roundActivity(conn: Conn, leagueId: number) {
  const rows = await rowsOf<{ document_id: string | null; name: string | null; members: number; predicted: number }>(
    conn,
    sql`with cur as (select id, document_id, name from rounds where current order by id limit 1)
    select (select document_id from cur) as document_id, (select name from cur) as name,
      (select count(*) from league_members where league_id = ${leagueId})::int as members,
      (select count(*) from league_members lm where lm.league_id = ${leagueId} and exists(
        select 1 from predictions p join matches mt on mt.id = p.match_id
        where p.user_id = lm.user_id and mt.round_id = (select id from cur)))::int as predicted`,
  );
  const r = rows[0];
  return {
    round: r?.document_id ? { documentId: r.document_id, name: r.name ?? '' } : null,
    members: Number(r?.members ?? 0),
    predicted: Number(r?.predicted ?? 0),
  };
}
