import { ADMIN_LIST_PAGE_SIZE, FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { invalidQueryKey } from '../../http/errors.ts';
import { type ListSpec, type ParsedList, parseListQuery } from '../../http/query.ts';
import { postColumns } from './community.queries.ts';

// What the feed and the moderation list accept: filters, sorts and populate paths over the posts' columns.

/** Populate paths the client may send; the answer always carries image, user (with avatar) and comments. */
const postPopulate = { image: {}, user: { avatar: {} }, comments: { user: {} } };

export const feedListSpec: ListSpec = {
  filters: {
    documentId: { column: postColumns.documentId, type: 'string' },
    createdAt: { column: postColumns.createdAt, type: 'datetime' },
    user: {
      documentId: { column: postColumns.userDocumentId, type: 'string' },
      username: { column: postColumns.username, type: 'string' },
    },
  },
  sorts: { createdAt: postColumns.createdAt, id: postColumns.id },
  populate: postPopulate,
  defaultPageSize: FEED_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  topLevelPaging: true,
};

/** The feed's only order: newest first (sortBy is accepted for the client's sake). */
const FEED_SORT_BY = new Set(['createdAt', 'createdAt:desc']);

/** The feed's query, parsed; a sortBy other than newest first is refused. */
export function parseFeedQuery(raw: unknown): ParsedList {
  const q = parseListQuery(raw, feedListSpec);
  if (q.extra.sortBy !== undefined && !FEED_SORT_BY.has(String(q.extra.sortBy))) {
    throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  }
  return q;
}

/** What GET /api/community-posts (moderation) may filter, sort, select and populate. */
export const moderationListSpec: ListSpec = {
  filters: {
    id: { column: postColumns.id, type: 'integer' },
    documentId: { column: postColumns.documentId, type: 'string' },
    approved: { column: postColumns.approved, type: 'boolean' },
    createdAt: { column: postColumns.createdAt, type: 'datetime' },
    user: {
      documentId: { column: postColumns.userDocumentId, type: 'string' },
      username: { column: postColumns.username, type: 'string' },
    },
  },
  sorts: { createdAt: postColumns.createdAt, id: postColumns.id },
  populate: postPopulate,
  defaultPageSize: ADMIN_LIST_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
};
