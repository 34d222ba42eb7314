import { liveWriteFields } from '../../../domain/live.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { envelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { endLive, liveSnapshot, setLive } from './live.service.ts';
import { liveStandingsAnswer } from './live-standings.service.ts';
import { openLiveStream } from './live-stream.service.ts';

export const liveRoutes = [
  route({
    method: 'GET',
    url: '/api/live',
    access: 'public',
    tag: 'live',
    summary:
      'The matches under way: Server-Sent Events (Accept: text/event-stream; the snapshot first, then `event: live` on each change), or the snapshot as JSON',
    handler: async (req, reply) => {
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        reply.header('cache-control', 'no-cache');
        return liveSnapshot(req.server.services);
      }
      await openLiveStream(req.server.services, req, reply);
      return reply;
    },
  }),
  route({
    method: 'GET',
    url: '/api/leaderboard/live',
    access: 'public',
    tag: 'leaderboard',
    summary: '"Dacă scorul rămâne așa": each player’s projected round points and place while matches are live',
    handler: async (req) => liveStandingsAnswer(req.server.services, req.user, req.query),
  }),
];

export const liveWriteRoutes = [
  route({
    method: 'PUT',
    url: '/api/matches/:id/live',
    access: 'admin',
    tag: 'live',
    summary: 'Mark a match live or change its live score (kicked off, no final result); stored points do not move',
    params: documentIdParams,
    body: dataBody(liveWriteFields),
    handler: async (req, _reply, { params, body }) =>
      envelope(await setLive(req.server.services, params.id, body.data, req.user!.id, expectedVersion(req))),
  }),
  route({
    method: 'DELETE',
    url: '/api/matches/:id/live',
    access: 'admin',
    tag: 'live',
    summary: 'End a match’s live state without a result',
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await endLive(req.server.services, params.id, expectedVersion(req));
      reply.code(204);
    },
  }),
];
