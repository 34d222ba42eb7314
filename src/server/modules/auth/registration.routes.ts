import { z } from 'zod';
import {
  moderatorRegisterSchema,
  registerSchema,
  resendSmsSchema,
  verifySmsSchema,
} from '../../../domain/registration.schemas.ts';
import { route } from '../../http/route.ts';
import { createModeratedAccount } from './moderated-account.service.ts';
import { checkUsername, register, resendSms, verifySms } from './registration.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const registrationRoutes = [
  route({
    method: 'POST',
    url: '/api/auth/register',
    access: 'public',
    tag: 'auth',
    summary: 'The wizard: an unverified predictor account and an SMS code (captcha required)',
    body: registerSchema,
    rateLimits: [{ name: 'register', max: (l) => l.register, windowMs: HOUR }],
    handler: (req, _reply, { body }) => register(req.server.services, body, req.ip),
  }),
  route({
    method: 'GET',
    url: '/api/auth/check-username/:username',
    access: 'public',
    tag: 'auth',
    summary: 'Whether a username is free (case-insensitive)',
    params: z.object({ username: z.string().min(1).max(100) }),
    rateLimits: [{ name: 'check-username', max: (l) => l.checkUsername, windowMs: MINUTE }],
    handler: (req, _reply, { params }) => checkUsername(req.server.services, params.username),
  }),
  route({
    method: 'POST',
    url: '/api/auth/verify-sms',
    access: 'public',
    tag: 'auth',
    summary: 'Confirm the phone with the 6-digit code; answers {jwt, user}',
    body: verifySmsSchema,
    rateLimits: [{ name: 'verify-sms', max: (l) => l.verifySms, windowMs: HOUR }],
    handler: (req, _reply, { body }) => verifySms(req.server.services, body.userId, body.code),
  }),
  route({
    method: 'POST',
    url: '/api/auth/resend-sms',
    access: 'public',
    tag: 'auth',
    summary: 'Send a new code: at most once a minute per account and 5 an hour per phone',
    body: resendSmsSchema,
    rateLimits: [{ name: 'resend-sms-ip', max: 30, windowMs: HOUR }],
    handler: (req, _reply, { body }) => resendSms(req.server.services, body.userId),
  }),
  route({
    method: 'POST',
    url: '/api/auth/local/register',
    access: 'admin',
    tag: 'auth',
    summary: 'The moderator path: a verified account whose credentials are e-mailed to the player',
    body: moderatorRegisterSchema,
    status: 201,
    handler: (req, _reply, { body }) => createModeratedAccount(req.server.services, body),
  }),
];
