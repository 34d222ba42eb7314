import { predictionDeadline } from '../../../domain/deadline.ts';
import type { Outcome } from '../../../domain/match.schemas.ts';
import type { Prediction } from '../../../domain/prediction.schemas.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { PredictionRow } from './predictions.queries.ts';

/** A prediction as the API answers it: with its match (deadline, result, teams and emblems, round) and author. */
export function predictionJson(row: PredictionRow): Prediction {
  const p = row.prediction;
  const m = row.match;
  return {
    id: p.id,
    documentId: p.documentId,
    type: p.type as Prediction['type'],
    team1: p.team1,
    team2: p.team2,
    points: p.points,
    rescoredAt: p.rescoredAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    match: {
      id: m.id,
      documentId: m.documentId,
      date: m.date.toISOString(),
      deadline: predictionDeadline(m.date).toISOString(),
      team1_finalScore: m.team1FinalScore,
      team2_finalScore: m.team2FinalScore,
      final_cards: (m.finalCards ?? '') as Outcome | '',
      final_corners: (m.finalCorners ?? '') as Outcome | '',
      correctedAt: m.correctedAt?.toISOString() ?? null,
      team1: { documentId: row.team1.documentId, name: row.team1.name, emblem: mediaJson(row.emblem1) },
      team2: { documentId: row.team2.documentId, name: row.team2.name, emblem: mediaJson(row.emblem2) },
      round: row.round,
    },
    user: row.user,
  };
}
