import { z } from 'zod';
import { predictionDeadline } from '../../../domain/deadline.ts';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { type Match, matchResultFields } from '../../../domain/match.schemas.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { dataBody, relationWrite } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { documentIdParams } from '../../http/params.ts';
import { prepare, queryStringOf, sendPrepared } from '../../http/prepared.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { teamJson } from '../teams/teams.projection.ts';
import { cachedRead } from './matches.cache.ts';
import { findMatch, listMatches, type MatchRow, team1, team2 } from './matches.queries.ts';
import { changeMatch, createMatch, removeMatch } from './matches.service.ts';

const teamFilters = (t: typeof team1 | typeof team2) => ({
  id: { column: t.id, type: 'integer' as const },
  documentId: { column: t.documentId, type: 'string' as const },
  name: { column: t.name, type: 'string' as const },
});

const matchListSpec: ListSpec = {
  filters: {
    id: { column: matches.id, type: 'integer' },
    documentId: { column: matches.documentId, type: 'string' },
    date: { column: matches.date, type: 'datetime' },
    team1_finalScore: { column: matches.team1FinalScore, type: 'integer' },
    team2_finalScore: { column: matches.team2FinalScore, type: 'integer' },
    final_cards: { column: matches.finalCards, type: 'string' },
    final_corners: { column: matches.finalCorners, type: 'string' },
    createdAt: { column: matches.createdAt, type: 'datetime' },
    publishedAt: { column: matches.publishedAt, type: 'datetime' },
    round: {
      id: { column: rounds.id, type: 'integer' },
      documentId: { column: rounds.documentId, type: 'string' },
      name: { column: rounds.name, type: 'string' },
      current: { column: rounds.current, type: 'boolean' },
    },
    team1: teamFilters(team1),
    team2: teamFilters(team2),
  },
  sorts: {
    id: matches.id,
    date: matches.date,
    createdAt: matches.createdAt,
    updatedAt: matches.updatedAt,
    publishedAt: matches.publishedAt,
    'round.name': rounds.name,
    'round.createdAt': rounds.createdAt,
  },
  fields: [
    'date',
    'team1_finalScore',
    'team2_finalScore',
    'final_cards',
    'final_corners',
    'createdAt',
    'updatedAt',
    'publishedAt',
  ],
  populate: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

export function matchJson(row: MatchRow): Match {
  const m = row.match;
  return {
    id: m.id,
    documentId: m.documentId,
    date: m.date.toISOString(),
    deadline: predictionDeadline(m.date).toISOString(),
    team1_finalScore: m.team1FinalScore,
    team2_finalScore: m.team2FinalScore,
    final_cards: (m.finalCards ?? '') as Match['final_cards'],
    final_corners: (m.finalCorners ?? '') as Match['final_corners'],
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    publishedAt: m.publishedAt.toISOString(),
    team1: teamJson({ team: row.team1, emblem: row.emblem1 }),
    team2: teamJson({ team: row.team2, emblem: row.emblem2 }),
    round: row.round,
  };
}

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
      sendPrepared(
        req,
        reply,
        await cachedRead(req.server.services, `matches?${queryStringOf(req.url)}`, async () => {
          const q = parseListQuery(req.query, matchListSpec);
          const { rows, total } = await listMatches(req.server.services.db, q);
          return prepare(listEnvelope(rows.map(matchJson), q, total));
        }),
      ),
  }),
  route({
    method: 'GET',
    url: '/api/matches/:id',
    access: 'public',
    tag: 'matches',
    summary: 'One match by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, matchListSpec);
      const row = await findMatch(req.server.services.db, params.id);
      if (!row) throw notFound();
      return envelope(matchJson(row));
    },
  }),
];

const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Data meciului nu este validă.');

const matchWriteBody = dataBody({
  team1: relationWrite.optional(),
  team2: relationWrite.optional(),
  round: relationWrite.optional(),
  date: isoDate.optional(),
  ...matchResultFields,
});

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
      const { match, scored } = await createMatch(req.server.services, body.data);
      return envelope(matchJson(match), { scored });
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
      const { match, scored } = await changeMatch(req.server.services, params.id, body.data);
      return envelope(matchJson(match), { scored });
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/matches/:id',
    access: 'admin',
    tag: 'matches',
    summary: 'Delete a match with its predictions, bonuses and slip picks',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeMatch(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
