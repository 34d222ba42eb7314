import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Conn } from '../../db/client.ts';
import { mediaColumns } from '../../db/joins.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { leagueMembers } from '../../db/tables/leagues.table.ts';
import type { ListSpec, ParsedList } from '../../http/query.ts';

// A league's members as a list in the Strapi dialect (the owner's tools read it).

/** What GET /api/leagues/{id}/members may filter (the search is filters[username][$containsi]); no sort: owner first. */
export const memberListSpec: ListSpec = {
  filters: {
    documentId: { column: users.documentId, type: 'string' },
    username: { column: users.username, type: 'string' },
    points: { column: users.points, type: 'integer' },
    joinedAt: { column: leagueMembers.joinedAt, type: 'datetime' },
  },
  populate: { avatar: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

/** A page of a league's members, the owner first, then by the time they joined (ties by account id). */
export async function membersAnswer(conn: Conn, league: { id: number; ownerId: number }, q: ParsedList) {
  const where = and(eq(leagueMembers.leagueId, league.id), q.where);
  const rows = await conn
    .select({
      userId: users.id,
      documentId: users.documentId,
      username: users.username,
      points: users.points,
      joinedAt: leagueMembers.joinedAt,
      avatar: mediaColumns(files),
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(files, eq(files.id, users.avatarId))
    .where(where)
    .orderBy(desc(sql`${users.id} = ${league.ownerId}`), asc(leagueMembers.joinedAt), asc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = q.withCount
    ? (
        await conn
          .select({ n: count() })
          .from(leagueMembers)
          .innerJoin(users, eq(users.id, leagueMembers.userId))
          .where(where)
      )[0].n
    : undefined;
  return { rows, total };
}

export type MemberRow = Awaited<ReturnType<typeof membersAnswer>>['rows'][number];
