import { adminApi } from '../../api.ts';
import { madeAgainst } from '../../components/admin/versions.ts';

const livePath = (documentId: string) => `/api/matches/${encodeURIComponent(documentId)}/live`;

/** The live score a write was made against (its version), or null when the match was not live yet. */
const against = (live: { updatedAt: string } | null) => (live ? madeAgainst(live) : {});

/**
 * Marks a match live or changes its live score (PUT /api/matches/:id/live), over the live score the admin saw:
 * refused with 412 if another admin changed it since.
 */
export const putLive = (documentId: string, data: Record<string, number | null>, live: { updatedAt: string } | null) =>
  adminApi.put(livePath(documentId), { data }, against(live));

/** Ends the live state without a result. */
export const endLive = (documentId: string, live: { updatedAt: string } | null) =>
  adminApi.delete(livePath(documentId), against(live));
