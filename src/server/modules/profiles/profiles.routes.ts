import { z } from 'zod';
import { ADJUSTMENT_REASON_MAX_LENGTH, ADJUSTMENT_REASON_MIN_LENGTH } from '../../../domain/limits.ts';
import { callerOf } from '../../http/guards.ts';
import { perAccountAndIp } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { addAdjustment, changeAvatar, profile, publicProfile } from './profiles.service.ts';

const adjustmentMessages = {
  reason: `Motivul ajustării este obligatoriu (${ADJUSTMENT_REASON_MIN_LENGTH}-${ADJUSTMENT_REASON_MAX_LENGTH} de caractere).`,
  points: 'Punctele ajustării sunt un număr întreg diferit de zero.',
} as const;

const adjustmentBody = z
  .object({
    points: z
      .number({ error: adjustmentMessages.points })
      .int(adjustmentMessages.points)
      .min(-100_000)
      .max(100_000)
      .refine((n) => n !== 0, adjustmentMessages.points),
    reason: z
      .string({ error: adjustmentMessages.reason })
      .trim()
      .min(ADJUSTMENT_REASON_MIN_LENGTH, adjustmentMessages.reason)
      .max(ADJUSTMENT_REASON_MAX_LENGTH, adjustmentMessages.reason),
  })
  .strict();

export const profileRoutes = [
  route({
    method: 'GET',
    url: '/api/private-profile',
    access: 'user',
    tag: 'profiles',
    summary: 'Your profile: ranks, history with points, adjustments, points per round, and your private fields',
    handler: async (req) => {
      const user = callerOf(req);
      return { user: await profile(req.server.services, user.id, user) };
    },
  }),
  route({
    method: 'GET',
    url: '/api/public-profile/:id',
    access: 'public',
    tag: 'profiles',
    summary: "A player's public profile, without e-mail or phone, and without predictions still open",
    params: z.object({ id: z.string().min(1).max(64) }),
    handler: async (req, _reply, { params }) => ({
      user: await publicProfile(req.server.services, params.id, req.user ?? null),
    }),
  }),
  route({
    method: 'PUT',
    url: '/api/user/me',
    access: 'verified',
    tag: 'profiles',
    summary: 'Change your avatar (an uploaded image of at most 5 MB)',
    body: z.object({ avatar: z.number().int().positive() }).strict(),
    rateLimits: perAccountAndIp('profile', 60 * 60_000, (l) => l.profile),
    handler: (req, _reply, { body }) => changeAvatar(req.server.services, callerOf(req), body.avatar),
  }),
  route({
    method: 'POST',
    url: '/api/users/:id/adjustments',
    access: 'admin',
    tag: 'users',
    summary: 'Record a signed points adjustment with a reason (discipline); answers the new totals',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: adjustmentBody,
    status: 201,
    handler: (req, _reply, { params, body }) => addAdjustment(req.server.services, callerOf(req), params.id, body),
  }),
];
