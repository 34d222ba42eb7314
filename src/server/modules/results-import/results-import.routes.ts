import { z } from 'zod';
import { acceptPendingFields, mapTeamFields } from '../../../domain/results-import.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import {
  acceptPending,
  dismissPending,
  importStatus,
  importTeams,
  mapTeam,
  pendingList,
  runNow,
} from './results-import.service.ts';

const providerIdParams = z.object({ id: z.string().regex(/^[0-9A-Za-z_-]{1,40}$/) });
const pendingParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const resultsImportRoutes = [
  route({
    method: 'GET',
    url: '/api/results-import/status',
    access: 'admin',
    tag: 'results-import',
    summary:
      'The results import: provider, on/off, last run and error, requests spent and left, unknown teams, pending',
    handler: (req) => importStatus(req.server.services),
  }),
  route({
    method: 'POST',
    url: '/api/results-import/run',
    access: 'admin',
    tag: 'results-import',
    summary: 'Poll the provider now: what the poll did, or why it did not run (off, another poll under way)',
    handler: (req) => runNow(req.server.services),
  }),
  route({
    method: 'GET',
    url: '/api/results-import/teams',
    access: 'admin',
    tag: 'results-import',
    summary: "The provider's teams seen, unknown ones (not mapped to a team of ours) first",
    handler: (req) => importTeams(req.server.services),
  }),
  route({
    method: 'PUT',
    url: '/api/results-import/teams/:id',
    access: 'admin',
    tag: 'results-import',
    summary: 'Map a provider team to one of ours (data.team, a documentId) or to a new team of its name (data.create)',
    params: providerIdParams,
    body: dataBody(mapTeamFields),
    handler: (req, _reply, { params, body }) => mapTeam(req.server.services, params.id, body.data),
  }),
  route({
    method: 'GET',
    url: '/api/results-import/pending',
    access: 'admin',
    tag: 'results-import',
    summary: 'Provider results that differ from results admins wrote, waiting for a decision',
    handler: (req) => pendingList(req.server.services),
  }),
  route({
    method: 'POST',
    url: '/api/results-import/pending/:id/accept',
    access: 'admin',
    tag: 'results-import',
    summary: "Apply the provider's result as a correction by this admin (data.reason is the correction's reason)",
    params: pendingParams,
    body: dataBody(acceptPendingFields),
    handler: (req, _reply, { params, body }) =>
      acceptPending(req.server.services, params.id, req.user!, body.data.reason, expectedVersion(req)),
  }),
  route({
    method: 'POST',
    url: '/api/results-import/pending/:id/dismiss',
    access: 'admin',
    tag: 'results-import',
    summary: "Keep the admin's result; this provider result is not asked again",
    params: pendingParams,
    handler: (req, _reply, { params }) =>
      dismissPending(req.server.services, params.id, req.user!, expectedVersion(req)),
  }),
];
