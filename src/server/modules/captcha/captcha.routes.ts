import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { altchaChallenge } from './captcha.service.ts';

export const captchaRoutes = [
  route({
    method: 'GET',
    url: '/api/captcha/challenge',
    access: 'public',
    tag: 'auth',
    summary: 'A signed ALTCHA proof-of-work challenge for the registration wizard',
    rateLimits: [{ name: 'captcha', max: 120, windowMs: 60_000 }],
    handler: async (req, reply) => {
      if (req.server.services.config.captcha !== 'altcha') throw notFound();
      reply.header('cache-control', 'no-store');
      return altchaChallenge(req.server.services);
    },
  }),
];
