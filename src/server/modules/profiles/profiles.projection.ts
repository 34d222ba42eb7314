import { placeWithPoints } from '../../../domain/place-rules.ts';
import type { Adjustment, Profile } from '../../../domain/profile.schemas.ts';
import type { ranksOf } from '../leaderboard/leaderboard.service.ts';
import { type predictionHistory, predictionJson } from '../predictions/predictions.service.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { UserRecord } from '../users/users.service.ts';
import type { listAdjustments, pointsByRound } from './profiles.queries.ts';

type AdjustmentRow = Awaited<ReturnType<typeof listAdjustments>>[number];

/** A points adjustment (a bonus or a correction) as a profile lists it, with its round and match. */
function adjustmentJson(r: AdjustmentRow): Adjustment {
  return {
    documentId: r.adjustment.documentId,
    kind: r.adjustment.kind as Adjustment['kind'],
    points: r.adjustment.points,
    reason: r.adjustment.reason,
    createdAt: r.adjustment.createdAt.toISOString(),
    round: r.round?.documentId
      ? { documentId: r.round.documentId, name: r.round.name!, current: Boolean(r.round.current) }
      : null,
    match: r.match?.documentId ? { documentId: r.match.documentId, team1: r.team1 ?? '', team2: r.team2 ?? '' } : null,
  };
}

interface ProfileParts {
  record: UserRecord;
  places: Awaited<ReturnType<typeof ranksOf>>;
  history: Awaited<ReturnType<typeof predictionHistory>>;
  adjustments: AdjustmentRow[];
  byRound: Awaited<ReturnType<typeof pointsByRound>>;
  /** The owner sees their e-mail and phone too. */
  own: boolean;
}

/** A player's profile as the API answers it. */
export function profileJson({ record, places, history, adjustments, byRound, own }: ProfileParts): Profile {
  const u = record.user;
  const result: Profile = {
    id: u.id,
    documentId: u.documentId,
    username: u.username,
    avatar: mediaJson(record.avatar),
    favTeam: record.favTeam?.id
      ? {
          documentId: record.favTeam.documentId,
          name: record.favTeam.name,
          emblem: mediaJson(record.favTeamEmblem),
        }
      : null,
    youtubeAccount: u.youtubeAccount,
    instagramAccount: u.instagramAccount,
    points: u.points,
    currentPoints: u.currentPoints,
    rank: {
      points: placeWithPoints(places?.points, u.points),
      currentPoints: placeWithPoints(places?.currentPoints, u.currentPoints),
    },
    createdAt: u.createdAt.toISOString(),
    role: { type: record.role.type },
    predictions: history.map(predictionJson),
    adjustments: adjustments.map(adjustmentJson),
    pointsByRound: byRound.map((r) => ({
      round: { documentId: r.document_id, name: r.name, current: Boolean(r.current) },
      points: Number(r.points),
    })),
  };
  if (own) Object.assign(result, { email: u.email, phone: u.phone, phoneVerified: u.phoneVerified });
  return result;
}
