import type { Team } from '../../../domain/team.schemas.ts';
import type { teams } from '../../db/tables/core.table.ts';
import { type MediaInput, mediaJson } from '../uploads/uploads.projection.ts';

/** A team as the API shows it, with its emblem. */
export function teamJson({ team, emblem }: { team: typeof teams.$inferSelect; emblem: MediaInput }): Team {
  return {
    id: team.id,
    documentId: team.documentId,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
    publishedAt: team.publishedAt.toISOString(),
    emblem: mediaJson(emblem),
  };
}
