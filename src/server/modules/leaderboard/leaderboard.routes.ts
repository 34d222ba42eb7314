import { sendPrepared } from '../../http/prepared.ts';
import { route } from '../../http/route.ts';
import { leaderboardAnswer } from './leaderboard-read.service.ts';

export const leaderboardRoutes = [
  route({
    method: 'GET',
    url: '/api/leaderboard',
    access: 'public',
    tag: 'leaderboard',
    summary: 'The ranking: sortBy points (default) or currentPoints, or round={documentId} for one round',
    handler: async (req, reply) => {
      const answer = await leaderboardAnswer(req.server.services, req.user, req.query);
      return 'prepared' in answer ? sendPrepared(req, reply, answer.prepared) : answer.body;
    },
  }),
];
