import { dailySlipCreateShape, dailySlipUpdateShape } from '../../../domain/slips.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import {
  changeDailySlip,
  createDailySlip,
  dailySlipOut,
  dailySlipsPage,
  removeDailySlip,
} from './daily-slips.service.ts';

export const dailySlipRoutes = [
  route({
    method: 'GET',
    url: '/api/daily-slips',
    access: 'user',
    tag: 'slips',
    summary: 'Daily slips, newest date first (page and pageSize also at the top level; 5 a page by default)',
    handler: async (req) => {
      const { data, paging, total } = await dailySlipsPage(req.server.services, req.query);
      return listEnvelope(data, paging, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/daily-slips/:id',
    access: 'user',
    tag: 'slips',
    summary: 'One daily slip by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => envelope(await dailySlipOut(req.server.services, params.id, req.query)),
  }),
  route({
    method: 'POST',
    url: '/api/daily-slips',
    access: 'admin',
    tag: 'slips',
    summary: 'Create a daily slip: a date and picks of two different teams each',
    body: dataBody(dailySlipCreateShape),
    status: 201,
    handler: async (req, _reply, { body }) => envelope(await createDailySlip(req.server.services, body.data)),
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
      envelope(await changeDailySlip(req.server.services, params.id, body.data)),
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
