import { route } from '../../http/route.ts';
import { correctionsAnswer } from './corrections.service.ts';

export const correctionRoutes = [
  route({
    method: 'GET',
    url: '/api/result-corrections',
    access: 'public',
    tag: 'matches',
    summary:
      'The public log of result corrections, newest first: match, old → new, reason, by whom, predictions re-scored, points moved (`round`, `match` narrow it)',
    handler: async (req) => correctionsAnswer(req.server.services, req.query),
  }),
];
