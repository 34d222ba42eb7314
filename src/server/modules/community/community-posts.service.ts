import { notFound } from '../../http/errors.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { deleteStoredFile } from '../uploads/uploads.service.ts';
import { moderationListSpec } from './community.list-specs.ts';
import { groupComments, moderatedPostJson } from './community.projection.ts';
import { commentsOf, deletePostRow, findPostRecord, findPostRow, listPosts, setApproved } from './community.queries.ts';

/** GET /api/community-posts: every post (filters decide), with image, author, avatar and comments. */
export async function moderationAnswer(services: Services, query: unknown) {
  const q = parseListQuery(query, moderationListSpec);
  const { rows, total } = await listPosts(services.db, q);
  const comments = groupComments(
    await commentsOf(
      services.db,
      rows.map((r) => r.post.id),
    ),
  );
  return { data: rows.map((row) => moderatedPostJson(row, comments.get(row.post.id) ?? [])), paging: q, total };
}

export async function moderatedPost(services: Services, documentId: string, query: unknown = {}) {
  parseOneQuery(query, moderationListSpec);
  const row = await findPostRow(services.db, documentId);
  if (!row) throw notFound();
  const comments = groupComments(await commentsOf(services.db, [row.post.id]));
  return moderatedPostJson(row, comments.get(row.post.id) ?? []);
}

/** PUT /api/community-posts/:id: only `approved` is writable. */
export async function moderatePost(
  services: Services,
  documentId: string,
  input: { approved: boolean },
  expected?: Expected,
) {
  const post = await findPostRecord(services.db, documentId);
  if (!post) throw notFound();
  checkWritten(await setApproved(services.db, post.id, input.approved, services.now(), expected), expected);
  await services.changes.announce('feed');
  return moderatedPost(services, documentId);
}

/** DELETE /api/community-posts/:id: the post with its comments and likes (cascade), then its file. */
export async function deletePost(services: Services, documentId: string, expected?: Expected) {
  const post = await findPostRecord(services.db, documentId);
  if (!post) throw notFound();
  checkWritten(await deletePostRow(services.db, post.id, expected), expected);
  await services.changes.announce('feed');
  // The file goes after the post: were it to fail, the file is orphaned and the 24-hour sweep takes it.
  await deleteStoredFile(services, post.imageId);
}

// What other modules may read and do through this module (its queries stay its own).
export { countPendingPosts } from './community.queries.ts';
