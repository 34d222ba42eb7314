import { eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import { files, roles, teams, users } from './tables/core.table.ts';

// Selections and joins that several resources' queries share.

type MediaColumnName = 'id' | 'documentId' | 'name' | 'url' | 'mime' | 'width' | 'height' | 'formats';

/** The columns of the files table (or of an alias of it) that mediaJson reads: the one select of a media object. */
export function mediaColumns<F extends Record<MediaColumnName, AnyPgColumn>>(f: F): Pick<F, MediaColumnName> {
  return {
    id: f.id,
    documentId: f.documentId,
    name: f.name,
    url: f.url,
    mime: f.mime,
    width: f.width,
    height: f.height,
    formats: f.formats,
  };
}

/** In raw SQL: the file aliased `alias` as the compact media object mediaJson reads (null without one). */
export const mediaObject = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id,
    'documentId', ${alias}.document_id, 'name', ${alias}.name, 'url', ${alias}.url, 'mime', ${alias}.mime,
    'width', ${alias}.width, 'height', ${alias}.height, 'formats', ${alias}.formats) end`);

/**
 * Both teams of a fixture (a match, a daily slip's pick) with their emblems: the aliases (`prefix` keeps them
 * apart from other aliases of one statement), the columns to select, and the four joins, written once.
 */
export function teamPair(prefix: string) {
  const team1 = alias(teams, `${prefix}team1`);
  const team2 = alias(teams, `${prefix}team2`);
  const emblem1 = alias(files, `${prefix}emblem1`);
  const emblem2 = alias(files, `${prefix}emblem2`);
  return {
    team1,
    team2,
    columns: { team1, team2, emblem1: mediaColumns(emblem1), emblem2: mediaColumns(emblem2) },
    /** Joins both teams on the fixture's team ids, and their emblems (a team may have none). */
    join<Q extends PgSelect>(query: Q, team1Id: AnyPgColumn, team2Id: AnyPgColumn) {
      return query
        .innerJoin(team1, eq(team1.id, team1Id))
        .innerJoin(team2, eq(team2.id, team2Id))
        .leftJoin(emblem1, eq(emblem1.id, team1.emblemId))
        .leftJoin(emblem2, eq(emblem2.id, team2.emblemId));
    },
  };
}

/** The account a token names, as guards and services see it (AuthUser): users joined with roles. */
export const authColumns = {
  id: users.id,
  documentId: users.documentId,
  username: users.username,
  email: users.email,
  roleType: roles.type,
  phoneVerified: users.phoneVerified,
  blocked: users.blocked,
  tokenVersion: users.tokenVersion,
};
