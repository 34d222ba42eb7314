import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import {
  DAILY_SLIPS_API_PAGE_SIZE,
  dailySlipCreateShape,
  dailySlipUpdateShape,
} from '../../../domain/slips.schemas.ts';
import { dailySlips } from '../../db/tables/slips.table.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { type ListSpec, type ParsedList, parseListQuery, parseOneQuery, parseSort } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import {
  changeDailySlip,
  createDailySlip,
  getDailySlip,
  listDailySlips,
  removeDailySlip,
} from './daily-slips.service.ts';
import { dailySlipJson } from './slips.serialize.ts';

const dailySlipListSpec: ListSpec = {
  filters: {
    id: { column: dailySlips.id, type: 'integer' },
    documentId: { column: dailySlips.documentId, type: 'string' },
    date: { column: dailySlips.date, type: 'date' },
    won: { column: dailySlips.won, type: 'boolean' },
    createdAt: { column: dailySlips.createdAt, type: 'datetime' },
    updatedAt: { column: dailySlips.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: dailySlips.id,
    date: dailySlips.date,
    won: dailySlips.won,
    createdAt: dailySlips.createdAt,
    updatedAt: dailySlips.updatedAt,
    publishedAt: dailySlips.publishedAt,
  },
  fields: ['date', 'won', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { predictions: { team1: { emblem: {} }, team2: { emblem: {} } } },
  defaultPageSize: DAILY_SLIPS_API_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  topLevelPaging: true,
};

/** The list query; a top-level sortBy ('date:asc') counts when no sort is given. Newest date first by default. */
function dailyListQuery(raw: unknown): ParsedList {
  const q = parseListQuery(raw, dailySlipListSpec);
  if (q.extra.sortBy === undefined || q.sortPaths.length > 0) return q;
  const sorts = parseSort(q.extra.sortBy, dailySlipListSpec.sorts);
  return { ...q, orderBy: sorts.map((s) => s.sql), sortPaths: sorts.map(({ path, desc }) => ({ path, desc })) };
}

export const dailySlipRoutes = [
  route({
    method: 'GET',
    url: '/api/daily-slips',
    access: 'user',
    tag: 'slips',
    summary: 'Daily slips, newest date first (page and pageSize also at the top level; 5 a page by default)',
    handler: async (req) => {
      const q = dailyListQuery(req.query);
      const { slips, total } = await listDailySlips(req.server.services, q);
      return listEnvelope(slips.map(dailySlipJson), q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/daily-slips/:id',
    access: 'user',
    tag: 'slips',
    summary: 'One daily slip by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, dailySlipListSpec);
      return envelope(dailySlipJson(await getDailySlip(req.server.services, params.id)));
    },
  }),
  route({
    method: 'POST',
    url: '/api/daily-slips',
    access: 'admin',
    tag: 'slips',
    summary: 'Create a daily slip: a date and picks of two different teams each',
    body: dataBody(dailySlipCreateShape),
    status: 201,
    handler: async (req, _reply, { body }) =>
      envelope(dailySlipJson(await createDailySlip(req.server.services, body.data))),
  }),
  route({
    method: 'PUT',
    url: '/api/daily-slips/:id',
    access: 'admin',
    tag: 'slips',
    summary: 'Save the whole form (date, status, picks replaced) or only the status (won: true, false or null)',
    params: documentIdParams,
    body: dataBody(dailySlipUpdateShape),
    handler: async (req, _reply, { params, body }) =>
      envelope(dailySlipJson(await changeDailySlip(req.server.services, params.id, body.data))),
  }),
  route({
    method: 'DELETE',
    url: '/api/daily-slips/:id',
    access: 'admin',
    tag: 'slips',
    summary: 'Delete a daily slip with its picks',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await removeDailySlip(req.server.services, params.id);
      reply.code(204);
    },
  }),
];
