import type { FastifyReply, FastifyRequest } from 'fastify';
import { versionMessages, versionsOfTag, versionTag } from '../../domain/versions.ts';
import { HttpError } from './errors.ts';

// Versions of the documents the back office edits (src/domain/versions.ts): a write that names the version it was
// made against (If-Match) goes through only while the stored document is still that version. The check is made by
// the write itself: the version is compared in its UPDATE's (or DELETE's) WHERE, or under the row's lock in the
// write's transaction, so of two writes made against one version exactly one goes through. A write without
// If-Match checks nothing and behaves as it always has.

/** The versions a write was made against; undefined when it names none (no If-Match, or `*`). */
export type Expected = readonly Date[] | undefined;

/** 412, in the Strapi error shape: someone else changed the document since this writer read it. */
export const staleVersion = () => new HttpError(412, 'PreconditionFailedError', versionMessages.stale);

/** The request's If-Match as versions; a header that can match no version is refused at once. */
export function expectedVersion(req: FastifyRequest): Expected {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const ms = versionsOfTag(Array.isArray(header) ? header.join(',') : header);
  if (ms === null) return undefined;
  if (ms.length === 0) throw staleVersion();
  return ms.map((m) => new Date(m));
}

/** Under the row's lock, in the write's transaction: refuses the write unless the stored version is one it saw. */
export function checkVersion(updatedAt: Date, expected: Expected): void {
  if (expected && !expected.some((d) => d.getTime() === updatedAt.getTime())) throw staleVersion();
}

/** After a write that compared the version in its WHERE: no row touched means the version had moved. */
export function checkWritten(rowsTouched: number, expected: Expected): void {
  if (expected && rowsTouched === 0) throw staleVersion();
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The ETag of an answer that is one document (enveloped in `data`, or bare as the accounts are): its version.
 * Lists and answers without an updatedAt get none.
 */
export function setVersionHeader(reply: FastifyReply, answer: unknown): void {
  if (reply.hasHeader('etag') || !isRecord(answer)) return;
  const doc = 'data' in answer ? answer.data : answer;
  if (isRecord(doc) && !Array.isArray(doc) && typeof doc.updatedAt === 'string') {
    reply.header('etag', versionTag(doc.updatedAt));
  }
}
