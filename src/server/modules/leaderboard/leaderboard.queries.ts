import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Conn, rowsOf } from '../../db/client.ts';
import { mediaColumns, mediaObject } from '../../db/joins.ts';
import { files, teams, users } from '../../db/tables/core.table.ts';
import type { MediaInput } from '../uploads/uploads.projection.ts';

const avatar = alias(files, 'avatar');
const emblem = alias(files, 'fav_emblem');

export type LeaderboardSortKey = 'points' | 'currentPoints';

/** The users column and the histogram board of each ranking. */
const boards = {
  points: { column: sql.raw('points'), board: 'points' },
  currentPoints: { column: sql.raw('current_points'), board: 'current' },
} as const;

/**
 * The accounts above each value of a ranking, from its histogram (one row per value held, a few thousand at
 * most): the rank of an account is 1 + above.
 */
const aboveOf = (board: string) =>
  sql`select points, (sum(accounts) over (order by points desc) - accounts)::int as above
      from points_histogram where board = ${board} and accounts > 0`;

/** The values a ranking holds, highest first, with their accounts: the histogram, a few hundred rows. */
export async function boardValues(conn: Conn, sort: LeaderboardSortKey) {
  const rows = await rowsOf<{ points: number; accounts: number }>(
    conn,
    sql`select points, accounts from points_histogram where board = ${boards[sort].board} and accounts > 0
        order by points desc`,
  );
  return rows.map((r) => ({ points: Number(r.points), accounts: Number(r.accounts) }));
}

/**
 * Where each page deep inside a tie starts: the accounts of one value at positions 0, every, 2 × every … in the
 * order shown (username, then id), each with its position. One index-only walk of the tie.
 */
export async function tieFences(conn: Conn, sort: LeaderboardSortKey, points: number, every: number) {
  const { column } = boards[sort];
  const rows = await rowsOf<{ name: string; id: number; pos: number }>(
    conn,
    sql`select name, id, pos from (
      select lower(u.username) as name, u.id, (row_number() over (order by lower(u.username), u.id) - 1)::int as pos
      from users u where u.role_id <> 4 and u.${column} = ${points}
    ) t where pos % ${every} = 0 order by pos`,
  );
  return rows.map((r) => ({ name: r.name, id: Number(r.id), pos: Number(r.pos) }));
}

/**
 * Where a page starts: inside the tie of `points`, from the account `from` (or the tie's first), `skip` accounts
 * further.
 */
export interface PageStart {
  points: number;
  from: { name: string; id: number } | null;
  skip: number;
}

/**
 * The ids of a page in the order shown (points desc, then username, then id): the rest of the start's tie from its
 * place (a keyset seek on the board's index, then at most `skip` entries walked), then the values below it. Both
 * are index-only reads of the board's index.
 */
function pageRows(sort: LeaderboardSortKey, start: PageStart, limit: number) {
  const { column } = boards[sort];
  const from = start.from
    ? sql`and (lower(u.username), u.id) >= (${start.from.name}::text, ${start.from.id}::int)`
    : sql``;
  return sql`(select u.id, u.${column} as pts, lower(u.username) as name from users u
      where u.role_id <> 4 and u.${column} = ${start.points} ${from}
      order by lower(u.username), u.id offset ${start.skip} limit ${limit})
    union all
    (select u.id, u.${column} as pts, lower(u.username) as name from users u
      where u.role_id <> 4 and u.${column} < ${start.points}
      order by u.${column} desc nulls last, lower(u.username), u.id limit ${limit})`;
}

export interface RankedRow {
  id: number;
  documentId: string;
  username: string;
  points: number;
  currentPoints: number;
  rank: number;
  avatar: MediaInput;
  favTeam: { documentId: string; name: string } | null;
  emblem: MediaInput;
}

/**
 * A whole page of a ranking in one statement (one round trip, where ids, rows and the count took three): the
 * page's ids from its start (pageRows), each with its rank from the histogram of the same snapshot, the 10
 * accounts' rows with avatar, team and emblem, and how many accounts are ranked.
 */
export async function leaderboardPage(
  conn: Conn,
  sort: LeaderboardSortKey,
  start: PageStart,
  limit: number,
): Promise<{ rows: RankedRow[]; total: number }> {
  const { board } = boards[sort];
  const rows = await rowsOf<{
    id: number;
    document_id: string;
    username: string;
    points: number;
    current_points: number;
    rank: number;
    avatar: MediaInput;
    team_document_id: string | null;
    team_name: string | null;
    emblem: MediaInput;
    total: number;
  }>(
    conn,
    sql`with h as (${aboveOf(board)}),
    page as (${pageRows(sort, start, limit)} order by pts desc, name, id limit ${limit})
    select u.id, u.document_id, u.username, u.points, u.current_points, (h.above + 1)::int as rank,
      ${mediaObject('a')} as avatar, t.document_id as team_document_id, t.name as team_name,
      ${mediaObject('e')} as emblem,
      (select coalesce(sum(accounts), 0)::int from points_histogram where board = 'points') as total
    from page join h on h.points = page.pts join users u on u.id = page.id
    left join files a on a.id = u.avatar_id left join teams t on t.id = u.fav_team_id
    left join files e on e.id = t.emblem_id
    order by page.pts desc, page.name, page.id`,
  );
  const total = rows.length > 0 ? Number(rows[0].total) : await rankedCount(conn);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      documentId: r.document_id,
      username: r.username,
      points: Number(r.points),
      currentPoints: Number(r.current_points),
      rank: Number(r.rank),
      avatar: r.avatar,
      favTeam: r.team_document_id ? { documentId: r.team_document_id, name: r.team_name ?? '' } : null,
      emblem: r.emblem,
    })),
  };
}

/** How many accounts are ranked: the sum of a histogram. */
export async function rankedCount(conn: Conn) {
  const rows = await rowsOf<{ n: number }>(
    conn,
    sql`select coalesce(sum(accounts), 0)::int as n from points_histogram where board = 'points'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** An account's ranks (1 + the accounts with more points), undefined for accounts not ranked (admins). */
export async function ranksOf(conn: Conn, userId: number) {
  const rows = await rowsOf<{ points: number; current: number }>(
    conn,
    sql`select
      (1 + coalesce((select sum(accounts) from points_histogram h where h.board = 'points' and h.points > u.points), 0))::int as points,
      (1 + coalesce((select sum(accounts) from points_histogram h where h.board = 'current' and h.points > u.current_points), 0))::int as current
    from users u where u.id = ${userId} and u.role_id <> 4`,
  );
  const r = rows[0];
  return r ? { points: Number(r.points), currentPoints: Number(r.current) } : undefined;
}

/**
 * Where an account stands: its rank, and its position in the order shown (the accounts above its value, then
 * those of its value before it by username, counted on the board's index).
 */
export async function placeOf(conn: Conn, userId: number, sort: LeaderboardSortKey) {
  const { column, board } = boards[sort];
  const rows = await rowsOf<{ rank: number; before: number }>(
    conn,
    sql`with me as (select id, ${column} as pts, lower(username) as name from users where id = ${userId} and role_id <> 4)
    select (1 + coalesce((select sum(accounts) from points_histogram h
                          where h.board = ${board} and h.points > me.pts), 0))::int as rank,
      (select count(*) from users u where u.role_id <> 4 and u.${column} = me.pts
         and (lower(u.username), u.id) < (me.name, me.id))::int as before
    from me`,
  );
  const r = rows[0];
  if (!r) return undefined;
  return { rank: Number(r.rank), position: Number(r.rank) + Number(r.before) };
}

export async function isCurrentRound(conn: Conn, roundId: number) {
  const rows = await rowsOf<{ current: boolean }>(conn, sql`select current from rounds where id = ${roundId}`);
  return Boolean(rows[0]?.current);
}

/**
 * One round's ranking, computed on demand (the back office fills winners from it): the points of that
 * round's predictions and ledger entries per account, ranked like the
 * season ranking. The current round reads the 'current' board instead (its points are the current points).
 */
export async function roundLeaderboard(conn: Conn, roundId: number, offset: number, limit: number) {
  const rows = await rowsOf<{ id: number; round_points: number; rank: number; total: number }>(
    conn,
    sql`with pts as (
      select p.user_id, sum(p.points)::int as pts from predictions p join matches m on m.id = p.match_id
      where m.round_id = ${roundId} and p.points is not null group by p.user_id
      union all
      select a.user_id, sum(a.points)::int from point_adjustments a where a.round_id = ${roundId} group by a.user_id
    ),
    per_user as (select user_id, sum(pts)::int as round_points from pts group by user_id),
    ranked as (
      select u.id, coalesce(pu.round_points, 0) as round_points,
        rank() over (order by coalesce(pu.round_points, 0) desc)::int as rank,
        row_number() over (order by coalesce(pu.round_points, 0) desc, lower(u.username), u.id) as pos,
        count(*) over ()::int as total
      from users u left join per_user pu on pu.user_id = u.id
      where u.role_id <> 4
    )
    select id, round_points, rank, total from ranked where pos > ${offset} and pos <= ${offset + limit} order by pos`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    roundPoints: Number(r.round_points),
    rank: Number(r.rank),
    total: Number(r.total),
  }));
}

export async function leaderboardRowsByIds(conn: Conn, ids: number[]) {
  if (ids.length === 0) return [];
  return conn
    .select({
      id: users.id,
      documentId: users.documentId,
      username: users.username,
      points: users.points,
      currentPoints: users.currentPoints,
      avatar: mediaColumns(avatar),
      favTeam: { documentId: teams.documentId, name: teams.name },
      emblem: mediaColumns(emblem),
    })
    .from(users)
    .leftJoin(avatar, eq(avatar.id, users.avatarId))
    .leftJoin(teams, eq(teams.id, users.favTeamId))
    .leftJoin(emblem, eq(emblem.id, teams.emblemId))
    .where(
      sql`${users.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}
