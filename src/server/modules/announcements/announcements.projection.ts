import type { Announcement } from '../../../domain/announcement.schemas.ts';
import type { winnersOf } from '../rounds/rounds.service.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { AnnouncementRow } from './announcements.queries.ts';

type WinnerRow = Awaited<ReturnType<typeof winnersOf>>[number];

/** An announcement as the API answers it; its round (if any) with that round's winners among `winners`. */
export function announcementJson({ announcement: a, round }: AnnouncementRow, winners: WinnerRow[]): Announcement {
  return {
    id: a.id,
    documentId: a.documentId,
    title: a.title,
    slug: a.slug,
    content: a.content,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    publishedAt: a.publishedAt.toISOString(),
    round: round
      ? {
          ...round,
          winners: winners
            .filter((w) => w.roundId === round.id)
            .map((w) => ({
              currentPoints: w.currentPoints,
              prize: w.prize,
              user: { documentId: w.userDocumentId, username: w.username, avatar: mediaJson(w.avatar) },
            })),
        }
      : null,
  };
}
