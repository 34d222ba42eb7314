import { z } from 'zod';
import { predictionTypeSchema } from '../../../domain/prediction.schemas.ts';
import { relationWriteSchema } from '../../../domain/relation.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import {
  changePrediction,
  checkPredictionValues,
  createPrediction,
  predictionAnswer,
  predictionsAnswer,
} from './predictions.service.ts';

const values = {
  type: predictionTypeSchema,
  team1: z.number().int().min(0).max(99),
  team2: z.number().int().min(0).max(99),
};
const createBody = dataBody({ ...values, match: relationWriteSchema, user: relationWriteSchema.optional() });
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
      const { data, paging, total } = await predictionsAnswer(req.server.services, req.user, req.query);
      return listEnvelope(data, paging, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/predictions/:id',
    access: 'user',
    tag: 'predictions',
    summary: 'One prediction by documentId or id, with the visibility of the list',
    params: keyParams,
    handler: async (req, _reply, { params }) =>
      envelope(await predictionAnswer(req.server.services, req.user, params.id, req.query)),
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
