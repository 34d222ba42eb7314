import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { Team } from '../../../domain/team.schemas.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { type MediaInput, mediaJson } from '../uploads/uploads.serialize.ts';
import { findTeam, listTeams } from './teams.queries.ts';
import { teams } from './teams.table.ts';

export const teamListSpec: ListSpec = {
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

export const documentIdParams = z.object({ id: z.string().min(1).max(64) });

export const teamRoutes = [
  route({
    method: 'GET',
    url: '/api/teams',
    access: 'public',
    tag: 'teams',
    summary: 'Teams with their emblem; filters[name][$containsi] searches',
    handler: async (req) => {
      const q = parseListQuery(req.query, teamListSpec);
      const { rows, total } = await listTeams(req.server.services.db, q);
      return listEnvelope(rows.map(teamJson), q, total);
    },
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
