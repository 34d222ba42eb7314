import { sendPrepared } from '../../http/prepared.ts';
import { route } from '../../http/route.ts';
import { roundStatsAnswer } from './round-stats.service.ts';

export const roundStatsRoutes = [
  route({
    method: 'GET',
    url: '/api/round-stats',
    access: 'public',
    tag: 'round-stats',
    summary: 'Community statistics of the current round: 1/X/2 counts and percentages per match and category',
    handler: async (req, reply) => sendPrepared(req, reply, await roundStatsAnswer(req.server.services)),
  }),
];
