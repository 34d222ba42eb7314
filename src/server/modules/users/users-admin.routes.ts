import { z } from 'zod';
import { userUpdateSchema } from '../../../domain/user-write.schemas.ts';
import { callerOf, callerSession } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import { deleteUser, updateUser, userAnswer, usersAnswer } from './users-admin.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const userAdminRoutes = [
  route({
    method: 'GET',
    url: '/api/users',
    access: 'admin',
    tag: 'users',
    summary: 'Accounts with avatar, role and favourite team: a plain array, 100 at most per request',
    handler: (req) => usersAnswer(req.server.services, req.query),
  }),
  route({
    method: 'GET',
    url: '/api/users/:id',
    access: 'admin',
    tag: 'users',
    summary: 'One account by numeric id',
    params: idParams,
    handler: (req, _reply, { params }) => userAnswer(req.server.services, params.id, req.query),
  }),
  route({
    method: 'PUT',
    url: '/api/users/:id',
    access: 'admin',
    tag: 'users',
    summary:
      'Edit an account (an empty password keeps the current one; role 3 or 4: a role change needs a recent ' +
      'password entry, 403 REAUTH_REQUIRED, and the last admin keeps the role)',
    params: idParams,
    body: userUpdateSchema,
    handler: (req, _reply, { params, body }) => {
      const { points: _p, currentPoints: _c, ...input } = body;
      return updateUser(req.server.services, callerOf(req), callerSession(req), params.id, input, expectedVersion(req));
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/users/:id',
    access: 'admin',
    tag: 'users',
    summary:
      "Delete a player's account with its predictions, likes, comments, posts and files; 200 with the account. " +
      'Never an admin (403); needs a recent password entry (403 REAUTH_REQUIRED)',
    params: idParams,
    handler: (req, _reply, { params }) =>
      deleteUser(req.server.services, callerOf(req), callerSession(req), params.id, expectedVersion(req)),
  }),
];
