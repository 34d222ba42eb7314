import type { User } from '../../../domain/user.schemas.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { UserRecord } from './users.queries.ts';

/** The user as Strapi's users-permissions answers it: private columns never leave. */
export function userJson(
  record: UserRecord,
  populate: { role?: boolean; avatar?: boolean; favTeam?: boolean } = {},
): User {
  const u = record.user;
  const json: User = {
    id: u.id,
    documentId: u.documentId,
    username: u.username,
    email: u.email,
    provider: 'local',
    confirmed: true,
    blocked: u.blocked,
    phone: u.phone,
    phoneVerified: u.phoneVerified,
    youtubeAccount: u.youtubeAccount,
    instagramAccount: u.instagramAccount,
    points: u.points,
    currentPoints: u.currentPoints,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    publishedAt: u.createdAt.toISOString(),
  };
  if (populate.role) json.role = record.role;
  if (populate.avatar) json.avatar = mediaJson(record.avatar);
  if (populate.favTeam)
    json.favTeam = record.favTeam?.id ? { ...record.favTeam, emblem: mediaJson(record.favTeamEmblem) } : null;
  return json;
}
