import { z } from 'zod';
import { pickMessages } from '../../../domain/pick-messages.ts';
import { envelope } from '../../http/envelope.ts';
import type { RateLimitRule } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { pickCardPng } from './pick-card.service.ts';
import { sharedPick } from './picks.service.ts';

/** How long a card may be kept: the points appear this much later at most once the match is scored. */
const CARD_MAX_AGE_S = 600;

/** Cards drawn per IP (messaging apps fetch from few addresses, so it is generous; drawing costs CPU). */
const cardLimits: RateLimitRule[] = [{ name: 'pick-cards-ip', windowMs: 60_000, max: 120 }];

// Too long or malformed: the same 404 as a pick that is not there.
const pickParams = z.object({
  username: z.string().min(1).max(64, pickMessages.notFound),
  matchId: z.string().regex(/^[a-z0-9]{1,64}$/, pickMessages.notFound),
});

export const pickRoutes = [
  route({
    method: 'GET',
    url: '/api/picks/:username/:matchId',
    access: 'public',
    tag: 'picks',
    summary:
      "A player's pick on a match (score, cards, corners, points once scored), public once the deadline has " +
      'passed; before it, or without a pick, 404',
    params: pickParams,
    handler: async (req, _reply, { params }) =>
      envelope((await sharedPick(req.server.services, params.username, params.matchId)).pick),
  }),
  route({
    method: 'GET',
    url: '/api/picks/:username/:matchId/card.png',
    access: 'public',
    tag: 'picks',
    summary: "The pick's card for messaging apps (og:image): a 1200×630 PNG; 404 like the pick",
    params: pickParams,
    rateLimits: cardLimits,
    handler: async (req, reply, { params }) => {
      const { pick, changedAt } = await sharedPick(req.server.services, params.username, params.matchId);
      const png = await pickCardPng(req.server.services, pick, changedAt);
      reply
        .type('image/png')
        .header('cache-control', `public, max-age=${CARD_MAX_AGE_S}`)
        .header('cross-origin-resource-policy', 'cross-origin');
      return png;
    },
  }),
];
