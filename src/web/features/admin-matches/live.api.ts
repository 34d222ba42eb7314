import { adminApi } from '../../api.ts';

const livePath = (documentId: string) => `/api/matches/${encodeURIComponent(documentId)}/live`;

/** Marks a match live or changes its live score (PUT /api/matches/:id/live). */
export const putLive = (documentId: string, data: Record<string, number | null>) =>
  adminApi.put(livePath(documentId), { data });

/** Ends the live state without a result. */
export const endLive = (documentId: string) => adminApi.delete(livePath(documentId));
