import { matchWriteFields } from '../../../domain/match-write.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { sendPrepared } from '../../http/prepared.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { adminOrigin } from '../corrections/corrections.service.ts';
import { changeMatch, createMatch, matchAnswer, matchesAnswer, removeMatch } from './matches.service.ts';

export const matchRoutes = [
  route({
    method: 'GET',
    url: '/api/matches',
    access: 'public',
    tag: 'matches',
    summary: 'Matches with teams, emblems, round and the prediction deadline',
    // Cached by the query as sent, as it is sent (bytes, ETag, gzip, brotli): a hit skips parsing, serialising
    // and compressing; a refused query throws and is not kept.
    handler: async (req, reply) =>
      sendPrepared(req, reply, await matchesAnswer(req.server.services, req.url, req.query)),
  }),
  getDocumentRoute({
    url: '/api/matches/:id',
    access: 'public',
    tag: 'matches',
    summary: 'One match by documentId',
    read: (req, id) => matchAnswer(req.server.services, id, req.query),
  }),
];

const matchWriteBody = dataBody(matchWriteFields);

export const matchWriteRoutes = [
  route({
    method: 'POST',
    url: '/api/matches',
    access: 'admin',
    tag: 'matches',
    summary: 'Create a match (team1 ≠ team2, a round, a date)',
    body: matchWriteBody,
    status: 201,
    handler: async (req, _reply, { body }) => {
      const { correction_reason: _unused, ...write } = body.data;
      const { match, scored } = await createMatch(req.server.services, write);
      return envelope(match, { scored });
    },
  }),
  route({
    method: 'PUT',
    url: '/api/matches/:id',
    access: 'admin',
    tag: 'matches',
    summary: 'Change a match; a set or changed result scores its predictions (meta.scored)',
    params: documentIdParams,
    body: matchWriteBody,
    handler: async (req, _reply, { params, body }) => {
      const { correction_reason, ...write } = body.data;
      const origin = adminOrigin(req.user!);
      const expected = expectedVersion(req);
      const { services } = req.server;
      const { match, scored } = await changeMatch(services, params.id, write, origin, correction_reason, expected);
      return envelope(match, { scored });
    },
  }),
  deleteDocumentRoute({
    url: '/api/matches/:id',
    tag: 'matches',
    summary: 'Delete a match with its predictions, bonuses and slip picks',
    remove: (req, id, expected) => removeMatch(req.server.services, id, expected),
  }),
];
