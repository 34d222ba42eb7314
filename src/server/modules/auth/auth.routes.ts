import { loginSchema } from '../../../domain/auth.schemas.ts';
import { ipAnd } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
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
    handler: (req, _reply, { body }) => login(req.server.services, body),
  }),
];
