import { roundSlipCreateShape, roundSlipUpdateShape } from '../../../domain/slips.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute, listRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import {
  changeRoundSlip,
  createRoundSlip,
  removeRoundSlip,
  roundSlipAnswer,
  roundSlipsAnswer,
} from './round-slips.service.ts';

export const roundSlipRoutes = [
  listRoute({
    url: '/api/round-slips',
    access: 'public',
    tag: 'slips',
    summary: 'Round slips with their round, picks (each match with teams and emblems) and total odds',
    page: (req) => roundSlipsAnswer(req.server.services, req.query),
  }),
  getDocumentRoute({
    url: '/api/round-slips/:id',
    access: 'public',
    tag: 'slips',
    summary: 'One round slip by documentId',
    read: (req, id) => roundSlipAnswer(req.server.services, id, req.query),
  }),
  route({
    method: 'POST',
    url: '/api/round-slips',
    access: 'admin',
    tag: 'slips',
    summary: 'Create the slip of a round (one per round; picks of that round, not started, each match once)',
    body: dataBody(roundSlipCreateShape),
    status: 201,
    handler: async (req, _reply, { body }) => envelope(await createRoundSlip(req.server.services, body.data)),
  }),
  route({
    method: 'PUT',
    url: '/api/round-slips/:id',
    access: 'admin',
    tag: 'slips',
    summary: 'Replace the picks of a round slip, or set its status (won: true, false or null); never its round',
    params: documentIdParams,
    body: dataBody(roundSlipUpdateShape),
    handler: async (req, _reply, { params, body }) =>
      envelope(await changeRoundSlip(req.server.services, params.id, body.data, expectedVersion(req))),
  }),
  deleteDocumentRoute({
    url: '/api/round-slips/:id',
    tag: 'slips',
    summary: 'Delete a round slip with its picks',
    remove: (req, id, expected) => removeRoundSlip(req.server.services, id, expected),
  }),
];
