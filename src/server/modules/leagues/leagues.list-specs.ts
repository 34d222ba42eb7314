import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { users } from '../../db/tables/core.table.ts';
import { leagues } from '../../db/tables/leagues.table.ts';
import type { ListSpec } from '../../http/query.ts';
import { membersCountOf } from './leagues.queries.ts';

/**
 * What GET /api/leagues accepts from an admin (every league). The back office's search is
 * filters[$or][0][name][$containsi]=…&filters[$or][1][owner][username][$containsi]=…. The invite code is not a
 * filter: `code` is one of the names no list filters on (query-filters.ts, PRIVATE_NAMES).
 */
export const adminLeagueListSpec: ListSpec = {
  filters: {
    id: { column: leagues.id, type: 'integer' },
    documentId: { column: leagues.documentId, type: 'string' },
    name: { column: leagues.name, type: 'string' },
    description: { column: leagues.description, type: 'string' },
    membersCount: { column: membersCountOf, type: 'integer' },
    createdAt: { column: leagues.createdAt, type: 'datetime' },
    updatedAt: { column: leagues.updatedAt, type: 'datetime' },
    owner: {
      documentId: { column: users.documentId, type: 'string' },
      username: { column: users.username, type: 'string' },
    },
  },
  sorts: {
    id: leagues.id,
    // Names and usernames in the order a person reads them, whatever the database's collation.
    name: sql`lower(${leagues.name})`,
    membersCount: membersCountOf,
    createdAt: leagues.createdAt,
    updatedAt: leagues.updatedAt,
    'owner.username': sql`lower(${users.username})`,
  },
  populate: { emblem: {}, owner: {} },
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
};
