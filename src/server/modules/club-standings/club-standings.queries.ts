import { sql } from 'drizzle-orm';
import { type Conn, type Database, type Db, rowsOf } from '../../db/client.ts';
import { mediaObject } from '../../db/joins.ts';
import type { MediaInput } from '../uploads/uploads.projection.ts';

/** The best fan of a club in one view, as counted. */
interface FanTally {
  documentId: string;
  username: string;
  points: number;
}

/** One view (season or round) of a club: its active fans, the sum of their points, and the best of them. */
interface ViewTally {
  active: number;
  sum: number;
  best: FanTally | null;
}

/** A club as counted: every team of the teams table, with or without fans. */
interface ClubTally {
  documentId: string;
  name: string;
  emblem: MediaInput;
  fans: number;
  season: ViewTally;
  round: ViewTally;
}

/** What one count stores (club_standings.data). */
export interface ClubCount {
  round: { documentId: string; name: string } | null;
  clubs: ClubTally[];
}

export interface ClubSnapshot {
  version: number;
  computedAt: Date;
  data: ClubCount;
}

/**
 * The count, in one statement (one snapshot of the database, so every figure agrees with the others), as the
 * jsonb stored in club_standings.data:
 * - fans: ranked accounts (the public ranking's: every role but admin) whose favourite team it is;
 * - season: fans with at least one prediction (any match), with users.points;
 * - round: fans with at least one prediction on a match of the current round, with users.current_points (the
 *   public round ranking's points);
 * - the best fan of each view: the top value of its active fans found by the grouped pass, then the first account
 *   of that value in the leaderboard's order (lower(username), id) on the leaderboard's own index
 *   (users_board_points_idx / users_board_current_idx: points = value, ordered by name, walked until a fan of the
 *   club who is active), so the 1,000,000 accounts are read once, by the grouped pass.
 */
export const clubCountSql = sql`
  with cur as (select id, document_id, name from rounds where current limit 1),
  tally as (
    select u.fav_team_id as team, count(*)::int as fans,
      count(s.user_id)::int as s_active, coalesce(sum(u.points) filter (where s.user_id is not null), 0)::bigint as s_sum,
      max(u.points) filter (where s.user_id is not null) as s_top,
      count(r.user_id)::int as r_active,
      coalesce(sum(u.current_points) filter (where r.user_id is not null), 0)::bigint as r_sum,
      max(u.current_points) filter (where r.user_id is not null) as r_top
    from users u
    left join (select distinct user_id from predictions) s on s.user_id = u.id
    left join (
      select distinct p.user_id from predictions p join matches m on m.id = p.match_id
      where m.round_id = (select id from cur)
    ) r on r.user_id = u.id
    where u.role_id <> 4 and u.fav_team_id is not null
    group by u.fav_team_id
  )
  select jsonb_build_object(
    'round', (select jsonb_build_object('documentId', document_id, 'name', name) from cur),
    'clubs', coalesce(jsonb_agg(jsonb_build_object(
      'documentId', t.document_id, 'name', t.name, 'emblem', ${mediaObject('e')},
      'fans', coalesce(g.fans, 0),
      'season', jsonb_build_object('active', coalesce(g.s_active, 0), 'sum', coalesce(g.s_sum, 0), 'best', sb.fan),
      'round', jsonb_build_object('active', coalesce(g.r_active, 0), 'sum', coalesce(g.r_sum, 0), 'best', rb.fan)
    ) order by t.id), '[]'::jsonb)) as data
  from teams t
  left join tally g on g.team = t.id
  left join files e on e.id = t.emblem_id
  left join lateral (
    select jsonb_build_object('documentId', u.document_id, 'username', u.username, 'points', u.points) as fan
    from users u
    where u.role_id <> 4 and u.points = g.s_top and u.fav_team_id = t.id
      and exists (select 1 from predictions p where p.user_id = u.id)
    order by lower(u.username), u.id limit 1
  ) sb on true
  left join lateral (
    select jsonb_build_object('documentId', u.document_id, 'username', u.username, 'points', u.current_points) as fan
    from users u
    where u.role_id <> 4 and u.current_points = g.r_top and u.fav_team_id = t.id
      and exists (select 1 from predictions p join matches m on m.id = p.match_id
                  where p.user_id = u.id and m.round_id = (select id from cur))
    order by lower(u.username), u.id limit 1
  ) rb on true`;

/** Any number that could never be another lock's: the advisory lock held while the standings are counted. */
export const COUNT_LOCK = 0x636c7562; // 'club'

/**
 * Counts the standings and stores them as the next version, unless a count that began after `since` is already
 * stored (another instance counted meanwhile). One instance counts at a time (an advisory lock, waited for), and
 * each count is one statement that reads and writes: computed_at is its start, so every change committed before
 * it is in the count. Answers the new version, or null when the count was not needed.
 */
export async function storeClubCount(db: Db, since: Date | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COUNT_LOCK})`);
    // A count compiled each time would spend more on JIT (about 65 ms at 1,000,000 accounts) than it saves.
    await tx.execute(sql`set local jit = off`);
    if (since) {
      const done = await rowsOf<{ covered: boolean }>(
        tx,
        sql`select computed_at > ${since.toISOString()}::timestamptz as covered from club_standings where id = 1`,
      );
      if (done[0]?.covered) return null;
    }
    const rows = await rowsOf<{ version: number }>(
      tx,
      sql`with counted as (${clubCountSql})
        insert into club_standings (id, version, computed_at, data)
        select 1, 1, statement_timestamp(), data from counted
        on conflict (id) do update set version = club_standings.version + 1, computed_at = excluded.computed_at,
          data = excluded.data
        returning version`,
    );
    return Number(rows[0].version);
  });
}

/** The database's clock now: the `since` of a count asked for from here on. */
export async function databaseNow(conn: Conn): Promise<Date> {
  const rows = await rowsOf<{ now: string | Date }>(conn, sql`select clock_timestamp() as now`);
  return new Date(rows[0].now);
}

/** The stored standings, or undefined before the first count. */
export async function readClubSnapshot(conn: Conn, newerThan = 0): Promise<ClubSnapshot | null | undefined> {
  const rows = await rowsOf<{ version: number; computed_at: string | Date; data: ClubCount | string | null }>(
    conn,
    sql`select version, computed_at, case when version > ${newerThan} then data end as data
        from club_standings where id = 1`,
  );
  const r = rows[0];
  if (!r) return undefined;
  // Not newer than what the caller holds: null, without the data.
  if (r.data === null) return null;
  return {
    version: Number(r.version),
    computedAt: new Date(r.computed_at),
    data: typeof r.data === 'string' ? (JSON.parse(r.data) as ClubCount) : r.data,
  };
}

/**
 * Runs `fn` on a connection of its own (PostgreSQL), as the rankings' vacuum does: postgres.js pipelines queries
 * onto busy pool connections, and a read queued behind the count would wait for all of it. PGlite has one
 * connection anyway.
 */
export async function onOwnConnection<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  if (!database.url) return fn(database.db);
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const own = postgres(database.url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'prezice-club-standings', TimeZone: 'UTC' },
  });
  try {
    return await fn(drizzle(own) as unknown as Db);
  } finally {
    await own.end({ timeout: 5 });
  }
}
