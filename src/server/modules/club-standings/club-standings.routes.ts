import { sendPrepared } from '../../http/prepared.ts';
import { route } from '../../http/route.ts';
import { clubStandingsAnswer } from './club-standings.service.ts';

export const clubStandingsRoutes = [
  route({
    method: 'GET',
    url: '/api/club-standings',
    access: 'public',
    tag: 'club-standings',
    summary:
      'The Liga 1 clubs ranked by the average points of their active fans (at least 5 to be ranked): sortBy points ' +
      '(the season, default) or currentPoints (the current round)',
    handler: async (req, reply) => sendPrepared(req, reply, await clubStandingsAnswer(req.server.services, req.query)),
  }),
];
