import type { FastifyInstance } from 'fastify';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
} from '../../../domain/reminders.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../http/guards.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import {
  changeReminderSettings,
  reminderSettings,
  subscribePush,
  unsubscribeEmail,
  unsubscribePush,
} from './reminders.service.ts';

const HOUR = 60 * 60_000;
const changes = perAccountAndIp('reminders', HOUR, (l) => l.reminders);
/** Tries of unsubscribe tokens per IP and hour (a token cannot be guessed; this only keeps the noise down). */
const UNSUBSCRIBE_TRIES_PER_IP = 120;

export const UNSUBSCRIBE_URL = '/api/reminders/unsubscribe';

export const reminderRoutes = [
  route({
    method: 'GET',
    url: '/api/reminders',
    access: 'user',
    tag: 'reminders',
    summary:
      'Your reminder settings (defaults until saved: push on, e-mail off, 24 h and 3 h), how many browsers receive ' +
      "pushes, and the server's VAPID public key (null: push is off)",
    handler: async (req) => envelope(await reminderSettings(req.server.services, callerOf(req).id)),
  }),
  route({
    method: 'PUT',
    url: '/api/reminders',
    access: 'verified',
    tag: 'reminders',
    summary: 'Save your reminder settings: push, email, before24h, before3h',
    body: dataBody(reminderSettingsSchema.shape),
    rateLimits: changes,
    handler: async (req, _reply, { body }) =>
      envelope(await changeReminderSettings(req.server.services, callerOf(req).id, body.data)),
  }),
  route({
    method: 'POST',
    url: '/api/push-subscriptions',
    access: 'verified',
    tag: 'reminders',
    summary:
      "A browser's PushSubscription (endpoint, keys.p256dh, keys.auth): it receives this account's reminders. " +
      'Idempotent per endpoint; at most 10 per account, the oldest dropped',
    body: dataBody(pushSubscriptionSchema.shape, ['expirationTime']),
    rateLimits: changes,
    status: 201,
    handler: async (req, _reply, { body }) =>
      envelope(await subscribePush(req.server.services, callerOf(req).id, body.data)),
  }),
  route({
    method: 'DELETE',
    url: '/api/push-subscriptions',
    access: 'verified',
    tag: 'reminders',
    summary: 'Stop pushes to one of your browsers (data.endpoint); another account’s endpoint is 404',
    body: dataBody(pushUnsubscribeSchema.shape),
    rateLimits: changes,
    handler: async (req, _reply, { body }) =>
      envelope(await unsubscribePush(req.server.services, callerOf(req).id, body.data.endpoint)),
  }),
  route({
    method: 'POST',
    url: UNSUBSCRIBE_URL,
    access: 'public',
    tag: 'reminders',
    summary:
      'One-click unsubscribe of the reminder e-mails (RFC 8058): ?token= of the e-mail, body ' +
      '"List-Unsubscribe=One-Click" or none; e-mail reminders off',
    rateLimits: [{ name: 'reminders-unsubscribe-ip', windowMs: HOUR, max: UNSUBSCRIBE_TRIES_PER_IP }],
    handler: async (req) => {
      const token = (req.query as Record<string, unknown> | undefined)?.token;
      return envelope(await unsubscribeEmail(req.server.services, typeof token === 'string' ? token : ''));
    },
  }),
];

/**
 * Mail clients post the one-click unsubscribe as a form (List-Unsubscribe=One-Click): form bodies are read on that
 * route only; anywhere else they stay an unsupported media type.
 */
export function registerOneClickBodyParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (req, body, done) => {
      if (req.url.split('?')[0] !== UNSUBSCRIBE_URL) {
        done(
          Object.assign(new Error('Unsupported Media Type'), {
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
            statusCode: 415,
          }),
        );
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
