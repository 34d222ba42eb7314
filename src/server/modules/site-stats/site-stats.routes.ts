import { envelope } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { siteStats } from './site-stats.service.ts';

export const siteStatsRoutes = [
  route({
    method: 'GET',
    url: '/api/site-stats',
    access: 'public',
    tag: 'site-stats',
    summary: 'Landing page figures: players, predictions in the current round, the next deadline',
    handler: async (req) => envelope(await siteStats(req.server.services)),
  }),
];
