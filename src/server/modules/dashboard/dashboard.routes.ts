import { envelope } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { dashboard } from './dashboard.service.ts';

export const dashboardRoutes = [
  route({
    method: 'GET',
    url: '/api/admin/dashboard',
    access: 'admin',
    tag: 'admin',
    summary:
      'Counts of users, pending posts, started matches without a score, private leagues (and players in them); ' +
      'predictions of the latest two rounds and the trend',
    handler: async (req) => envelope(await dashboard(req.server.services)),
  }),
];
