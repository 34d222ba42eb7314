import { versionTag } from '../../../domain/versions.ts';
import { isApiError } from '../../api.ts';

// The back office's side of document versions (src/domain/versions.ts): every write on a record it read sends that
// record's version, so that a tab left open never silently undoes another admin's change.

/** The request option of a write made against this record as it was read: its version as If-Match. */
export const madeAgainst = (record: { updatedAt: string }) => ({ ifMatch: versionTag(record.updatedAt) });

/** A write refused because someone else changed the record since it was read (412). */
export const isStale = (error: unknown) => isApiError(error) && error.status === 412;

/** A reload that found the record gone. */
export const isGone = (error: unknown) => isApiError(error) && error.status === 404;
