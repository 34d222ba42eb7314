import type { Round } from '../../../domain/round.schemas.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { matchIdsOf, RoundRow, winnersOf } from './rounds.queries.ts';

type WinnerRow = Awaited<ReturnType<typeof winnersOf>>[number];
type MatchIdRow = Awaited<ReturnType<typeof matchIdsOf>>[number];

/** A round as the API shows it: its winners (public fields of the user only), best first, and its match ids. */
export function roundJson(r: RoundRow, winners: WinnerRow[], matchIds: MatchIdRow[]): Round {
  return {
    id: r.id,
    documentId: r.documentId,
    name: r.name,
    current: r.current,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt.toISOString(),
    winners: winners
      .filter((w) => w.roundId === r.id)
      .map((w) => ({
        id: w.id,
        currentPoints: w.currentPoints,
        prize: w.prize,
        user: {
          id: w.userId,
          documentId: w.userDocumentId,
          username: w.username,
          avatar: mediaJson(w.avatar),
          favTeam: w.favTeam?.documentId ? { ...w.favTeam, emblem: mediaJson(w.emblem) } : null,
        },
      })),
    matches: matchIds.filter((m) => m.roundId === r.id).map((m) => ({ id: m.id, documentId: m.documentId })),
  };
}
