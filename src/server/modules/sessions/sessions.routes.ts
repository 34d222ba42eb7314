import { callerOf, callerSession } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { logout, logoutEverywhere } from './sessions.service.ts';

export const sessionRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/logout',
    access: 'user',
    tag: 'auth',
    summary: "Ends this token's session; the account's other devices stay logged in. Answers {ok: true}",
    handler: (req) => logout(req.server.services, callerOf(req).id, callerSession(req)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/logout-all',
    access: 'user',
    tag: 'auth',
    summary: 'Ends every session of the account, this one included. Answers {ok: true}',
    handler: (req) => logoutEverywhere(req.server.services, callerOf(req).id),
  }),
];
