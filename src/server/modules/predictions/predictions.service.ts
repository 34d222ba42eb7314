import { isPredictionOpen, predictionDeadline } from '../../../domain/deadline.ts';
import type { Outcome } from '../../../domain/match.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import type { Prediction, PredictionInput } from '../../../domain/prediction.schemas.ts';
import type { Services } from '../../app.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { type RelationWrite, toOneTarget } from '../../http/body.ts';
import { applicationError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { mediaJson } from '../uploads/uploads.serialize.ts';
import type { AuthUser } from '../users/users.queries.ts';
import {
  findMatchForPrediction,
  findPrediction,
  insertPrediction,
  type PredictionRow,
  updatePredictionValues,
} from './predictions.queries.ts';

export const predictionMessages = {
  notYours: 'Nu poți prezice în numele altcuiva.',
  duplicate: 'Ai făcut deja această predicție.',
  typeChange: 'Tipul predicției nu se poate schimba.',
  matchRequired: 'Alege meciul.',
} as const;

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
      team1: { ...row.team1, emblem: mediaJson(row.emblem1) },
      team2: { ...row.team2, emblem: mediaJson(row.emblem2) },
      round: row.round,
    },
    user: row.user,
  };
}

export const viewerOf = (user: AuthUser | null) => (user ? { id: user.id, isAdmin: user.roleType === 'admin' } : null);

function refIs(ref: ReturnType<typeof toOneTarget>, user: AuthUser) {
  if (!ref) return false;
  return 'documentId' in ref ? ref.documentId === user.documentId : ref.id === user.id;
}

export async function createPrediction(args: {
  services: Services;
  user: AuthUser;
  input: PredictionInput & { match: RelationWrite; user?: RelationWrite };
}) {
  const { services, user, input } = args;
  // The author is the caller: naming anyone else is refused, naming no one means oneself.
  if (input.user && !refIs(toOneTarget(input.user), user)) throw forbidden(predictionMessages.notYours);
  const matchRef = toOneTarget(input.match);
  if (!matchRef) throw validationError(predictionMessages.matchRequired);
  const match = await findMatchForPrediction(
    services.db,
    'documentId' in matchRef ? matchRef.documentId : String(matchRef.id),
  );
  if (!match) throw notFound(gameMessages.matchNotFound);
  if (!isPredictionOpen(match.date, services.now())) throw applicationError(gameMessages.deadlinePassed);
  try {
    const { id } = await insertPrediction(services.db, {
      userId: user.id,
      matchId: match.id,
      type: input.type,
      team1: input.team1,
      team2: input.team2,
    });
    const row = await findPrediction(services.db, String(id));
    return predictionJson(row!);
  } catch (error) {
    // The unique index decides races: of concurrent identical requests exactly one is stored.
    if (isUniqueViolation(error)) throw applicationError(predictionMessages.duplicate);
    throw error;
  }
}

export async function changePrediction(args: {
  services: Services;
  user: AuthUser;
  key: string;
  input: PredictionInput;
}) {
  const { services, user, key, input } = args;
  const row = await findPrediction(services.db, key);
  if (!row) throw notFound();
  if (row.prediction.userId !== user.id) throw forbidden(predictionMessages.notYours);
  if (input.type !== row.prediction.type) throw validationError(predictionMessages.typeChange);
  if (!isPredictionOpen(row.match.date, services.now())) throw applicationError(gameMessages.deadlinePassed);
  await updatePredictionValues(services.db, row.prediction.id, { team1: input.team1, team2: input.team2 });
  const updated = await findPrediction(services.db, String(row.prediction.id));
  return predictionJson(updated!);
}
