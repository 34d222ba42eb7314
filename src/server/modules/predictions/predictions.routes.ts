import { z } from 'zod';
import { MAX_PREDICTIONS_PAGE_SIZE } from '../../../domain/limits.ts';
import { predictionTypeSchema } from '../../../domain/prediction.schemas.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { dataBody, relationWrite } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { callerOf } from '../../http/guards.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { findPrediction, listPredictions, visiblePredictions } from './predictions.queries.ts';
import {
  changePrediction,
  checkPredictionValues,
  createPrediction,
  predictionJson,
  viewerOf,
} from './predictions.service.ts';

const predictionListSpec: ListSpec = {
  filters: {
    id: { column: predictions.id, type: 'integer' },
    documentId: { column: predictions.documentId, type: 'string' },
    type: { column: predictions.type, type: 'string' },
    points: { column: predictions.points, type: 'integer' },
    user: {
      id: { column: users.id, type: 'integer' },
      documentId: { column: users.documentId, type: 'string' },
      username: { column: users.username, type: 'string' },
    },
    match: {
      id: { column: matches.id, type: 'integer' },
      documentId: { column: matches.documentId, type: 'string' },
      date: { column: matches.date, type: 'datetime' },
      round: {
        id: { column: rounds.id, type: 'integer' },
        documentId: { column: rounds.documentId, type: 'string' },
        current: { column: rounds.current, type: 'boolean' },
      },
    },
  },
  sorts: {
    id: predictions.id,
    createdAt: predictions.createdAt,
    updatedAt: predictions.updatedAt,
    'match.date': matches.date,
  },
  fields: ['type', 'team1', 'team2', 'points', 'createdAt', 'updatedAt'],
  populate: { match: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} }, user: {} },
  maxPageSize: MAX_PREDICTIONS_PAGE_SIZE,
};

const values = {
  type: predictionTypeSchema,
  team1: z.number().int().min(0).max(99),
  team2: z.number().int().min(0).max(99),
};
const createBody = dataBody({ ...values, match: relationWrite, user: relationWrite.optional() });
const patchBody = dataBody({ ...values, type: predictionTypeSchema.optional() });
const keyParams = z.object({ id: z.string().min(1).max(64) });
/** POST and PATCH share one budget. */
const writeLimits = perAccountAndIp('predictions', 60 * 60_000, (l) => l.predictions);

export const predictionRoutes = [
  route({
    method: 'GET',
    url: '/api/predictions',
    access: 'user',
    tag: 'predictions',
    summary: "Predictions with their match: one's own, and others' once the match's deadline has passed",
    handler: async (req) => {
      const q = parseListQuery(req.query, predictionListSpec);
      const { db, now } = req.server.services;
      const { rows, total } = await listPredictions(db, q, visiblePredictions(viewerOf(req.user), now()));
      return listEnvelope(rows.map(predictionJson), q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/predictions/:id',
    access: 'user',
    tag: 'predictions',
    summary: 'One prediction by documentId or id, with the visibility of the list',
    params: keyParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, predictionListSpec);
      const { db, now } = req.server.services;
      const row = await findPrediction(db, params.id, visiblePredictions(viewerOf(req.user), now()));
      if (!row) throw notFound();
      return envelope(predictionJson(row));
    },
  }),
  route({
    method: 'POST',
    url: '/api/predictions',
    access: 'verified',
    tag: 'predictions',
    summary: 'Predict one category of a match of the current round without a result, until 2 hours before kickoff',
    body: createBody,
    rateLimits: writeLimits,
    status: 201,
    handler: async (req, _reply, { body }) => {
      const { match, user, ...rest } = body.data;
      const data = await createPrediction({
        services: req.server.services,
        user: callerOf(req),
        input: { ...checkPredictionValues(rest), match, user },
      });
      return envelope(data);
    },
  }),
  route({
    method: 'PATCH',
    url: '/api/predictions/:id',
    access: 'verified',
    tag: 'predictions',
    summary:
      'Change one of your predictions while its match is open (current round, no result, 2 hours before kickoff)',
    params: keyParams,
    body: patchBody,
    rateLimits: writeLimits,
    handler: async (req, _reply, { params, body }) =>
      envelope(
        await changePrediction({
          services: req.server.services,
          user: callerOf(req),
          key: params.id,
          input: body.data,
        }),
      ),
  }),
];
