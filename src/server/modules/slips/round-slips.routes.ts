import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { roundSlipCreateShape, roundSlipUpdateShape } from '../../../domain/slips.schemas.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { roundSlips } from '../../db/tables/slips.table.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import {
  changeRoundSlip,
  createRoundSlip,
  getRoundSlip,
  listRoundSlips,
  removeRoundSlip,
} from './round-slips.service.ts';
import { roundSlipJson } from './slips.serialize.ts';

const roundSlipListSpec: ListSpec = {
  filters: {
    id: { column: roundSlips.id, type: 'integer' },
    documentId: { column: roundSlips.documentId, type: 'string' },
    won: { column: roundSlips.won, type: 'boolean' },
    createdAt: { column: roundSlips.createdAt, type: 'datetime' },
    updatedAt: { column: roundSlips.updatedAt, type: 'datetime' },
    round: {
      id: { column: rounds.id, type: 'integer' },
      documentId: { column: rounds.documentId, type: 'string' },
      name: { column: rounds.name, type: 'string' },
      current: { column: rounds.current, type: 'boolean' },
    },
  },
  sorts: {
    id: roundSlips.id,
    createdAt: roundSlips.createdAt,
    updatedAt: roundSlips.updatedAt,
    publishedAt: roundSlips.publishedAt,
  },
  fields: ['won', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: {
    round: {},
    predictions: { matches: { team1: { emblem: {} }, team2: { emblem: {} }, round: {} } },
  },
  maxPageSize: MAX_PAGE_SIZE,
};

export const roundSlipRoutes = [
  route({
    method: 'GET',
    url: '/api/round-slips',
    access: 'public',
    tag: 'slips',
    summary: 'Round slips with their round, picks (each match with teams and emblems) and total odds',
    handler: async (req) => {
      const q = parseListQuery(req.query, roundSlipListSpec);
      const { slips, total } = await listRoundSlips(req.server.services, q);
      return listEnvelope(slips.map(roundSlipJson), q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/round-slips/:id',
    access: 'public',
    tag: 'slips',
    summary: 'One round slip by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, roundSlipListSpec);
      return envelope(roundSlipJson(await getRoundSlip(req.server.services, params.id)));
    },
  }),
  route({
    method: 'POST',
    url: '/api/round-slips',
    access: 'admin',
    tag: 'slips',
    summary: 'Create the slip of a round (one per round; picks of that round, not started, each match once)',
    body: dataBody(roundSlipCreateShape),
    status: 201,
    handler: async (req, _reply, { body }) =>
      envelope(roundSlipJson(await createRoundSlip(req.server.services, body.data))),
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
      envelope(roundSlipJson(await changeRoundSlip(req.server.services, params.id, body.data))),
  }),
  route({
    method: 'DELETE',
    url: '/api/round-slips/:id',
    access: 'admin',
    tag: 'slips',
    summary: 'Delete a round slip with its picks',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeRoundSlip(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
