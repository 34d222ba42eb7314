import { and, asc, between, eq, isNotNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Conn, rowsOf } from '../../db/client.ts';
import { teams } from '../teams/teams.table.ts';
import { files } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';

const avatar = alias(files, 'avatar');
const emblem = alias(files, 'fav_emblem');

const media = (f: typeof avatar | typeof emblem) => ({
  id: f.id,
  documentId: f.documentId,
  name: f.name,
  url: f.url,
  mime: f.mime,
  width: f.width,
  height: f.height,
  formats: f.formats,
});

export type LeaderboardSortKey = 'points' | 'currentPoints';

const placeColumns = {
  points: { pos: users.posPoints, rank: users.rankPoints },
  currentPoints: { pos: users.posCurrent, rank: users.rankCurrent },
};

/** A page of the stored ranking: an index range on the position, never an OFFSET. */
export async function leaderboardPage(conn: Conn, sort: LeaderboardSortKey, offset: number, limit: number) {
  const { pos, rank } = placeColumns[sort];
  return conn
    .select({
      rank,
      documentId: users.documentId,
      username: users.username,
      points: users.points,
      currentPoints: users.currentPoints,
      avatar: media(avatar),
      favTeam: { documentId: teams.documentId, name: teams.name },
      emblem: media(emblem),
    })
    .from(users)
    .leftJoin(avatar, eq(avatar.id, users.avatarId))
    .leftJoin(teams, eq(teams.id, users.favTeamId))
    .leftJoin(emblem, eq(emblem.id, teams.emblemId))
    .where(between(pos, offset + 1, offset + limit))
    .orderBy(asc(pos));
}

export type LeaderboardRow = Awaited<ReturnType<typeof leaderboardPage>>[number];

/** How many accounts are ranked: the highest position, read from the index. */
export async function rankedCount(conn: Conn) {
  const rows = await conn.select({ n: max(users.posPoints) }).from(users);
  return Number(rows[0]?.n ?? 0);
}

export async function placeOf(conn: Conn, userId: number, sort: LeaderboardSortKey) {
  const { pos, rank } = placeColumns[sort];
  const rows = await conn
    .select({ position: pos, rank })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(pos)));
  return rows[0] as { position: number; rank: number } | undefined;
}

/**
 * One round's ranking, computed on demand (the back office fills winners from it): the points of that
 * round's predictions and ledger entries per account, ranked like the stored ranking.
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
      avatar: media(avatar),
      favTeam: { documentId: teams.documentId, name: teams.name },
      emblem: media(emblem),
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

/** Ranked accounts whose places were never computed (a new account since the last refresh). */
export async function hasUnplacedAccounts(conn: Conn) {
  const rows = await rowsOf<{ x: boolean }>(
    conn,
    sql`select exists(select 1 from users where role_id <> 4 and pos_points is null) as x`,
  );
  return Boolean(rows[0]?.x);
}
