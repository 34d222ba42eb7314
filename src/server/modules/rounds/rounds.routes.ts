import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { roundNameSchema, winnerPointsSchema, winnerPrizeSchema } from '../../../domain/round.schemas.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { dataBody, relationWrite } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { documentIdParams } from '../../http/params.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { mediaJson } from '../uploads/uploads.serialize.ts';
import { findRound, listRounds, matchIdsOf, type RoundRow, winnersOf } from './rounds.queries.ts';
import { changeRound, createRound, removeRound } from './rounds.service.ts';

const roundListSpec: ListSpec = {
  filters: {
    id: { column: rounds.id, type: 'integer' },
    documentId: { column: rounds.documentId, type: 'string' },
    name: { column: rounds.name, type: 'string' },
    current: { column: rounds.current, type: 'boolean' },
    createdAt: { column: rounds.createdAt, type: 'datetime' },
  },
  sorts: {
    id: rounds.id,
    name: rounds.name,
    createdAt: rounds.createdAt,
    updatedAt: rounds.updatedAt,
    publishedAt: rounds.publishedAt,
  },
  fields: ['name', 'current', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { winners: { user: { avatar: {}, favTeam: { emblem: {} } } }, matches: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

/** Rounds with their winners (public fields of the user only), best first, and their match ids. */
async function withRelations(db: Parameters<typeof winnersOf>[0], rows: RoundRow[]) {
  const ids = rows.map((r) => r.id);
  const [winners, matchIds] = await Promise.all([winnersOf(db, ids), matchIdsOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    documentId: r.documentId,
    name: r.name,
    current: r.current,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt.toISOString(),
    winners: winners
      .filter((w) => w.roundId === r.id)
      .map((w) => ({
        id: w.id,
        currentPoints: w.currentPoints,
        prize: w.prize,
        user: {
          id: w.userId,
          documentId: w.userDocumentId,
          username: w.username,
          avatar: mediaJson(w.avatar),
          favTeam: w.favTeam?.documentId ? { ...w.favTeam, emblem: mediaJson(w.emblem) } : null,
        },
      })),
    matches: matchIds.filter((m) => m.roundId === r.id).map((m) => ({ id: m.id, documentId: m.documentId })),
  }));
}

export const roundRoutes = [
  route({
    method: 'GET',
    url: '/api/rounds',
    access: 'public',
    tag: 'rounds',
    summary: 'Rounds with their winners (by points, descending) and match ids',
    handler: async (req) => {
      const q = parseListQuery(req.query, roundListSpec);
      const { rows, total } = await listRounds(req.server.services.db, q);
      return listEnvelope(await withRelations(req.server.services.db, rows), q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/rounds/:id',
    access: 'public',
    tag: 'rounds',
    summary: 'One round by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, roundListSpec);
      const row = await findRound(req.server.services.db, params.id);
      if (!row) throw notFound();
      return envelope((await withRelations(req.server.services.db, [row]))[0]);
    },
  }),
];

const winnerRow = z
  .object({
    user: z.union([relationWrite, z.null()]).optional(),
    currentPoints: winnerPointsSchema,
    prize: winnerPrizeSchema,
  })
  .strict();
const roundCreateBody = dataBody({
  name: roundNameSchema,
  current: z.boolean().optional(),
  winners: z.array(winnerRow).max(50).optional(),
});
const roundUpdateBody = dataBody({
  name: roundNameSchema.optional(),
  current: z.boolean().optional(),
  winners: z.array(winnerRow).max(50).optional(),
});

async function oneRound(db: Parameters<typeof findRound>[0], documentId: string) {
  const row = await findRound(db, documentId);
  return envelope((await withRelations(db, [row!]))[0]);
}

export const roundWriteRoutes = [
  route({
    method: 'POST',
    url: '/api/rounds',
    access: 'admin',
    tag: 'rounds',
    summary: 'Create a round with its winners; current: true makes it the only current round',
    body: roundCreateBody,
    status: 201,
    handler: async (req, _reply, { body }) =>
      oneRound(req.server.services.db, await createRound(req.server.services, body.data)),
  }),
  route({
    method: 'PUT',
    url: '/api/rounds/:id',
    access: 'admin',
    tag: 'rounds',
    summary: 'Rename a round, replace its winners, or make it current',
    params: documentIdParams,
    body: roundUpdateBody,
    handler: async (req, _reply, { params, body }) =>
      oneRound(req.server.services.db, await changeRound(req.server.services, params.id, body.data)),
  }),
  route({
    method: 'DELETE',
    url: '/api/rounds/:id',
    access: 'admin',
    tag: 'rounds',
    summary: 'Delete a round without matches',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeRound(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
