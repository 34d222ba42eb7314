import { callerOf } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { ownAccount } from './users.service.ts';

export const accountRoutes = [
  route({
    method: 'GET',
    url: '/api/users/me',
    access: 'user',
    tag: 'users',
    summary: 'The logged-in account; populate=role gives {id, name, type}',
    handler: (req) => ownAccount(req.server.services, callerOf(req).id, req.query),
  }),
];
