import type { Outcome } from '../../../domain/match.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { type PredictionInput, predictionValuesSchema } from '../../../domain/prediction.schemas.ts';
import { predictionWindow, predictionWindowMessages } from '../../../domain/prediction-window.ts';
import type { RelationWrite } from '../../../domain/relation.schemas.ts';
import { isUniqueViolation } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { toOneTarget } from '../../http/body.ts';
import { applicationError, forbidden, fromZodError, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { predictionJson } from './predictions.projection.ts';
import {
  findPrediction,
  findPredictionRecord,
  insertPrediction,
  type LockedMatch,
  listPredictions,
  lockMatchForPrediction,
  predictionListSpec,
  updatePredictionValues,
  visiblePredictions,
} from './predictions.queries.ts';

export const predictionMessages = {
  notYours: 'Nu poți prezice în numele altcuiva.',
  duplicate: 'Ai făcut deja această predicție.',
  typeChange: 'Tipul predicției nu se poate schimba.',
  matchRequired: 'Alege meciul.',
} as const;

const viewerOf = (user: AuthUser | null) => (user ? { id: user.id, isAdmin: user.roleType === 'admin' } : null);

function refIs(ref: ReturnType<typeof toOneTarget>, user: AuthUser) {
  if (!ref) return false;
  return 'documentId' in ref ? ref.documentId === user.documentId : ref.id === user.id;
}

/** Refuses a prediction write unless the match is open now (src/domain/prediction-window.ts). */
function assertOpen(match: LockedMatch, now: Date) {
  const facts = {
    kickoff: match.date,
    roundIsCurrent: match.roundIsCurrent,
    result: {
      team1Goals: match.team1FinalScore,
      team2Goals: match.team2FinalScore,
      cards: match.finalCards as Outcome | null,
      corners: match.finalCorners as Outcome | null,
    },
  };
  const state = predictionWindow(facts, now);
  if (state !== 'open') throw applicationError(predictionWindowMessages[state]);
}

/** The encoding rule of cards and corners, checked on the merged values. */
export function checkPredictionValues(input: { type: string; team1: number; team2: number }): PredictionInput {
  const parsed = predictionValuesSchema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error, 'body');
  return parsed.data;
}

/**
 * Stores a prediction. The window is decided and the row written in one transaction that holds the match and
 * its round FOR SHARE (lockMatchForPrediction), so a result or a round switch cannot slip between them.
 */
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
  let id: number;
  try {
    id = await services.db.transaction(async (tx) => {
      const match = await lockMatchForPrediction(tx, 'documentId' in matchRef ? matchRef.documentId : matchRef.id);
      if (!match) throw notFound(gameMessages.matchNotFound);
      assertOpen(match, services.now());
      const row = await insertPrediction(tx, {
        userId: user.id,
        matchId: match.id,
        type: input.type,
        team1: input.team1,
        team2: input.team2,
      });
      return row.id;
    });
  } catch (error) {
    // The unique index decides races: of concurrent identical requests exactly one is stored.
    if (isUniqueViolation(error)) throw applicationError(predictionMessages.duplicate);
    throw error;
  }
  await services.changes.announce('predictions');
  const row = await findPrediction(services.db, String(id));
  return predictionJson(row!);
}

/**
 * Changes the values of one's own prediction (its type stays), under the same transaction and locks as a
 * new one: a prediction cannot change once its match has a result, whatever the kickoff.
 */
export async function changePrediction(args: {
  services: Services;
  user: AuthUser;
  key: string;
  input: { type?: PredictionInput['type']; team1: number; team2: number };
}) {
  const { services, user, key, input } = args;
  const id = await services.db.transaction(async (tx) => {
    const current = await findPredictionRecord(tx, key);
    if (!current) throw notFound();
    if (current.userId !== user.id) throw forbidden(predictionMessages.notYours);
    const values = checkPredictionValues({ ...input, type: input.type ?? current.type });
    if (values.type !== current.type) throw validationError(predictionMessages.typeChange);
    const match = await lockMatchForPrediction(tx, current.matchId);
    // Its match went with it (a delete committed while we waited).
    if (!match) throw notFound();
    assertOpen(match, services.now());
    await updatePredictionValues(tx, current.id, { team1: values.team1, team2: values.team2 });
    return current.id;
  });
  await services.changes.announce('predictions');
  const updated = await findPrediction(services.db, String(id));
  if (!updated) throw notFound();
  return predictionJson(updated);
}

/** GET /api/predictions: one's own, and others' once their match's deadline has passed. */
export async function predictionsAnswer(services: Services, caller: AuthUser | null, query: unknown) {
  const q = parseListQuery(query, predictionListSpec);
  const visible = visiblePredictions(viewerOf(caller), services.now());
  const { rows, total } = await listPredictions(services.db, q, visible);
  return { data: rows.map(predictionJson), paging: q, total };
}

/** One prediction by documentId or id, with the list's visibility. */
export async function predictionAnswer(services: Services, caller: AuthUser | null, key: string, query: unknown) {
  parseOneQuery(query, predictionListSpec);
  const row = await findPrediction(services.db, key, visiblePredictions(viewerOf(caller), services.now()));
  if (!row) throw notFound();
  return predictionJson(row);
}

// What other modules may read and do through this module (its queries stay its own).
export { predictionJson } from './predictions.projection.ts';
export { predictionHistory, visiblePredictions } from './predictions.queries.ts';
