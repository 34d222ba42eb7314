import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import type { RateLimitRule } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { calendarFeed, calendarLink, isFresh, regenerateCalendarLink } from './calendar.service.ts';

const HOUR = 60 * 60_000;

/** New links per account and per IP. */
const linkLimits: RateLimitRule[] = [
  {
    name: 'calendar-links-account',
    windowMs: HOUR,
    max: (l) => l.calendarLinks.account,
    key: (req) => String(req.user?.id),
  },
  { name: 'calendar-links-ip', windowMs: HOUR, max: (l) => l.calendarLinks.ip },
];

/** Feed fetches per IP. */
const feedLimits: RateLimitRule[] = [{ name: 'calendar-feed-ip', windowMs: HOUR, max: (l) => l.calendarFeedIp }];

const feedParams = z.object({ token: z.string().max(64) });

export const calendarRoutes = [
  route({
    method: 'GET',
    url: '/api/calendar',
    access: 'user',
    tag: 'calendar',
    summary: "The caller's private calendar feed link (iCal), made on the first call: { data: { url } }",
    handler: async (req) => envelope(await calendarLink(req.server.services, callerOf(req).id)),
  }),
  route({
    method: 'POST',
    url: '/api/calendar/token',
    access: 'user',
    tag: 'calendar',
    summary: 'A new calendar feed link for the caller: the old one stops working at once',
    rateLimits: linkLimits,
    handler: async (req) => envelope(await regenerateCalendarLink(req.server.services, callerOf(req).id)),
  }),
  route({
    method: 'GET',
    url: '/api/calendar/:token.ics',
    access: 'public',
    tag: 'calendar',
    summary:
      'A private calendar feed (text/calendar): the matches of the current and the next round, with the deadline ' +
      'and an alarm 3 h before it; ETag and If-None-Match; an unknown token is a 404',
    params: feedParams,
    rateLimits: feedLimits,
    handler: async (req, reply, { params }) => {
      const feed = await calendarFeed(req.server.services, params.token);
      reply
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString())
        // Apps check again each time: a 304 costs little, and a retired link stops at once.
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex');
      if (isFresh(req.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="prezice.ics"')
        .send(feed.text);
    },
  }),
];
