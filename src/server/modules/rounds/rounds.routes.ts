import { roundCreateFields, roundUpdateFields } from '../../../domain/round-write.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute, listRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { callerSession } from '../../http/guards.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { changeRound, createRound, removeRound, roundAnswer, roundsAnswer } from './rounds.service.ts';

export const roundRoutes = [
  listRoute({
    url: '/api/rounds',
    access: 'public',
    tag: 'rounds',
    summary: 'Rounds with their winners (by points, descending) and match ids',
    page: (req) => roundsAnswer(req.server.services, req.query),
  }),
  getDocumentRoute({
    url: '/api/rounds/:id',
    access: 'public',
    tag: 'rounds',
    summary: 'One round by documentId',
    read: (req, id) => roundAnswer(req.server.services, id, req.query),
  }),
];

const roundCreateBody = dataBody(roundCreateFields);
const roundUpdateBody = dataBody(roundUpdateFields);

export const roundWriteRoutes = [
  route({
    method: 'POST',
    url: '/api/rounds',
    access: 'admin',
    tag: 'rounds',
    summary:
      'Create a round with its winners; current: true makes it the only current round (with a recent password ' +
      'entry: 403 REAUTH_REQUIRED)',
    body: roundCreateBody,
    status: 201,
    handler: async (req, _reply, { body }) => {
      const { services } = req.server;
      return envelope(await roundAnswer(services, await createRound(services, body.data, callerSession(req))));
    },
  }),
  route({
    method: 'PUT',
    url: '/api/rounds/:id',
    access: 'admin',
    tag: 'rounds',
    summary:
      'Rename a round, replace its winners, or make it current or not (a change of the current round needs a ' +
      'recent password entry: 403 REAUTH_REQUIRED)',
    params: documentIdParams,
    body: roundUpdateBody,
    handler: async (req, _reply, { params, body }) => {
      const { services } = req.server;
      const changed = await changeRound(services, params.id, body.data, callerSession(req), expectedVersion(req));
      return envelope(await roundAnswer(services, changed));
    },
  }),
  deleteDocumentRoute({
    url: '/api/rounds/:id',
    tag: 'rounds',
    summary: 'Delete a round without matches',
    remove: (req, id, expected) => removeRound(req.server.services, id, expected),
  }),
];
