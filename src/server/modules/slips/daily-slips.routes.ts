import { dailySlipCreateShape, dailySlipUpdateShape } from '../../../domain/slips.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute, getDocumentRoute, listRoute } from '../../http/document-routes.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import {
  changeDailySlip,
  createDailySlip,
  dailySlipAnswer,
  dailySlipsAnswer,
  removeDailySlip,
} from './daily-slips.service.ts';

export const dailySlipRoutes = [
  listRoute({
    url: '/api/daily-slips',
    access: 'user',
    tag: 'slips',
    summary: 'Daily slips, newest date first (page and pageSize also at the top level; 5 a page by default)',
    page: (req) => dailySlipsAnswer(req.server.services, req.query),
  }),
  getDocumentRoute({
    url: '/api/daily-slips/:id',
    access: 'user',
    tag: 'slips',
    summary: 'One daily slip by documentId',
    read: (req, id) => dailySlipAnswer(req.server.services, id, req.query),
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
      envelope(await changeDailySlip(req.server.services, params.id, body.data, expectedVersion(req))),
  }),
  deleteDocumentRoute({
    url: '/api/daily-slips/:id',
    tag: 'slips',
    summary: 'Delete a daily slip with its picks',
    remove: (req, id, expected) => removeDailySlip(req.server.services, id, expected),
  }),
];
