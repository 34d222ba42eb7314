import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { type Team, teamNameSchema } from '../../../domain/team.schemas.ts';
import { teams } from '../../db/tables/core.table.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { documentIdParams } from '../../http/params.ts';
import { prepare, queryStringOf, sendPrepared } from '../../http/prepared.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { cachedRead } from '../matches/matches.cache.ts';
import { type MediaInput, mediaJson } from '../uploads/uploads.serialize.ts';
import { findTeam, listTeams } from './teams.queries.ts';
import { changeTeam, createTeam, removeTeam } from './teams.service.ts';

const teamListSpec: ListSpec = {
  filters: {
    id: { column: teams.id, type: 'integer' },
    documentId: { column: teams.documentId, type: 'string' },
    name: { column: teams.name, type: 'string' },
    createdAt: { column: teams.createdAt, type: 'datetime' },
    updatedAt: { column: teams.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: teams.id,
    name: teams.name,
    createdAt: teams.createdAt,
    updatedAt: teams.updatedAt,
    publishedAt: teams.publishedAt,
  },
  fields: ['name', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { emblem: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

export function teamJson({ team, emblem }: { team: typeof teams.$inferSelect; emblem: MediaInput }): Team {
  return {
    id: team.id,
    documentId: team.documentId,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
    publishedAt: team.publishedAt.toISOString(),
    emblem: mediaJson(emblem),
  };
}

export const teamRoutes = [
  route({
    method: 'GET',
    url: '/api/teams',
    access: 'public',
    tag: 'teams',
    summary: 'Teams with their emblem; filters[name][$containsi] searches',
    // Cached with the fixtures (team and emblem writes drop it), as it is sent: see matches.cache.ts.
    handler: async (req, reply) =>
      sendPrepared(
        req,
        reply,
        await cachedRead(req.server.services, `teams?${queryStringOf(req.url)}`, async () => {
          const q = parseListQuery(req.query, teamListSpec);
          const { rows, total } = await listTeams(req.server.services.db, q);
          return prepare(listEnvelope(rows.map(teamJson), q, total));
        }),
      ),
  }),
  route({
    method: 'GET',
    url: '/api/teams/:id',
    access: 'public',
    tag: 'teams',
    summary: 'One team by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, teamListSpec);
      const row = await findTeam(req.server.services.db, params.id);
      if (!row) throw notFound();
      return envelope(teamJson(row));
    },
  }),
];

const emblemField = z.union([z.number().int().positive(), z.null()]).optional();
const teamCreateBody = dataBody({ name: teamNameSchema, emblem: emblemField });
const teamUpdateBody = dataBody({ name: teamNameSchema.optional(), emblem: emblemField });

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
      envelope(teamJson(await changeTeam(req.server.services, params.id, body.data))),
  }),
  route({
    method: 'DELETE',
    url: '/api/teams/:id',
    access: 'admin',
    tag: 'teams',
    summary: 'Delete a team nobody uses (refused while a match, a slip or a fan uses it)',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeTeam(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
