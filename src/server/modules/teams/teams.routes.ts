import { teamCreateFields, teamUpdateFields } from '../../../domain/team.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { sendPrepared } from '../../http/prepared.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { teamJson } from './teams.projection.ts';
import { changeTeam, createTeam, removeTeam, teamAnswer, teamsAnswer } from './teams.service.ts';

export const teamRoutes = [
  route({
    method: 'GET',
    url: '/api/teams',
    access: 'public',
    tag: 'teams',
    summary: 'Teams with their emblem; filters[name][$containsi] searches, ignoring case and diacritics',
    handler: async (req, reply) => sendPrepared(req, reply, await teamsAnswer(req.server.services, req.url, req.query)),
  }),
  getDocumentRoute({
    url: '/api/teams/:id',
    access: 'public',
    tag: 'teams',
    summary: 'One team by documentId',
    read: (req, id) => teamAnswer(req.server.services, id, req.query),
  }),
];

const teamCreateBody = dataBody(teamCreateFields);
const teamUpdateBody = dataBody(teamUpdateFields);

export const teamWriteRoutes = [
  route({
    method: 'POST',
    url: '/api/teams',
    access: 'admin',
    tag: 'teams',
    summary: 'Create a team (name, emblem file id)',
    body: teamCreateBody,
    status: 201,
    handler: async (req, _reply, { body }) => envelope(teamJson(await createTeam(req.server.services, body.data))),
  }),
  route({
    method: 'PUT',
    url: '/api/teams/:id',
    access: 'admin',
    tag: 'teams',
    summary: 'Rename a team or change its emblem',
    params: documentIdParams,
    body: teamUpdateBody,
    handler: async (req, _reply, { params, body }) =>
      envelope(teamJson(await changeTeam(req.server.services, params.id, body.data, expectedVersion(req)))),
  }),
  deleteDocumentRoute({
    url: '/api/teams/:id',
    tag: 'teams',
    summary: 'Delete a team nobody uses (refused while a match, a slip or a fan uses it)',
    remove: (req, id, expected) => removeTeam(req.server.services, id, expected),
  }),
];
