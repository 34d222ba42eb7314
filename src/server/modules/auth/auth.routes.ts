import { loginSchema } from '../../../domain/auth.schemas.ts';
import { notFound } from '../../http/errors.ts';
import { callerOf } from '../../http/guards.ts';
import { wantsPopulate } from '../../http/populate.ts';
import { parseOneQuery } from '../../http/query.ts';
import { ipAnd } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { findUserRecord } from '../users/users.queries.ts';
import { userJson } from '../users/users.serialize.ts';
import { login } from './auth.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const authRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/local',
    access: 'public',
    tag: 'auth',
    summary: 'Log in with an e-mail or a username and a password',
    body: loginSchema,
    rateLimits: [
      { name: 'login', max: (l) => l.login, windowMs: MINUTE, key: ipAnd('identifier') },
      { name: 'login-ip', max: (l) => l.loginIp, windowMs: HOUR, failuresOnly: true },
    ],
    handler: (req, _reply, { body }) =>
      login({ db: req.server.services.db, tokens: req.server.services.tokens, ...body }),
  }),
  route({
    method: 'GET',
    url: '/api/users/me',
    access: 'user',
    tag: 'users',
    summary: 'The logged-in account; populate=role gives {id, name, type}',
    handler: async (req) => {
      parseOneQuery(req.query, { populate: { role: {}, avatar: {}, favTeam: { emblem: {} } } });
      const record = await findUserRecord(req.server.services.db, callerOf(req).id);
      if (!record) throw notFound();
      const populate = (req.query as Record<string, unknown>).populate;
      return userJson(record, {
        role: wantsPopulate(populate, 'role'),
        avatar: wantsPopulate(populate, 'avatar'),
        favTeam: wantsPopulate(populate, 'favTeam'),
      });
    },
  }),
];
