import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionAnswer, UsernameAvailability } from '../../../domain/auth.schemas.ts';
import { authMessages, commonMessages } from '../../../domain/messages.ts';
import type { registerSchema } from '../../../domain/registration.schemas.ts';
import type { Team } from '../../../domain/team.schemas.ts';
import { ApiError, api, isApiError } from '../../api.ts';
import { parseRetryAfter } from './resend-cooldown.ts';

export const registrationApiPaths = {
  checkUsername: (username: string) => `/api/auth/check-username/${encodeURIComponent(username)}`,
  register: '/api/auth/register',
  verifySms: '/api/auth/verify-sms',
  resendSms: '/api/auth/resend-sms',
  teams: '/api/teams',
  captchaChallenge: '/api/captcha/challenge',
} as const;

export const checkUsernameQuery = (username: string) =>
  queryOptions({
    queryKey: ['registration', 'check-username', username.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<UsernameAvailability>(registrationApiPaths.checkUsername(username), { token: null, signal }),
    staleTime: 30_000,
    retry: false,
  });

/** A team of the favourite-team picker: the API's team, as the picker reads it. */
export type TeamOption = Pick<Team, 'documentId' | 'name' | 'emblem'>;

export const teamSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['registration', 'teams', search.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TeamOption[] }>(registrationApiPaths.teams, {
          query: {
            sort: 'name',
            pagination: { pageSize: 100 },
            populate: 'emblem',
            ...(search.trim() ? { filters: { name: { $containsi: search.trim() } } } : {}),
          },
          token: null,
          signal,
        })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useTeamSearch = (search: string) =>
  useQuery({ ...teamSearchQuery(search), placeholderData: keepPreviousData });

/** What POST /api/auth/register parses (a type only: the public form loads no zod). */
export type RegisterBody = z.input<typeof registerSchema>;

export type SessionResponse = SessionAnswer;

export function registerAccount(body: RegisterBody): Promise<SessionResponse> {
  return api.post<SessionResponse>(registrationApiPaths.register, body, { token: null });
}

export function verifySmsCode(body: { code: string; userId: string }): Promise<SessionResponse> {
  return api.post<SessionResponse>(registrationApiPaths.verifySms, body, { token: null });
}

/** A refused resend, with the seconds the server asks us to wait (Retry-After). */
export class ResendError extends ApiError {
  readonly retryAfter: number | null;
  constructor(error: ApiError, retryAfter: number | null) {
    super(error.status, error.name, error.message, error.details);
    this.retryAfter = retryAfter;
  }
}

/**
 * POST /api/auth/resend-sms: answers the seconds until the next resend.
 * Its own fetch, because a 429's Retry-After header is what the countdown needs.
 */
export async function resendSmsCode(userId: string): Promise<number> {
  let res: Response;
  try {
    res = await fetch(registrationApiPaths.resendSms, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ResendError(new ApiError(0, 'NetworkError', commonMessages.genericError), null);
  }
  const payload: unknown = await res.json().catch(() => undefined);
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  if (res.ok) return typeof body.retryAfter === 'number' ? body.retryAfter : parseRetryAfter(null);
  const error = typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : {};
  const message = typeof error.message === 'string' && error.message ? error.message : res.statusText;
  const apiError = new ApiError(res.status, typeof error.name === 'string' ? error.name : 'ApplicationError', message);
  throw new ResendError(apiError, res.status === 429 ? parseRetryAfter(res.headers.get('retry-after')) : null);
}

/** A validation failure names its first field's message in details.errors; others carry their own message. */
function serverMessage(error: ApiError): string {
  const first = Array.isArray(error.details.errors) ? (error.details.errors[0] as { message?: unknown }) : undefined;
  return typeof first?.message === 'string' && first.message ? first.message : error.message;
}

/** The server's message for a refused registration; anything else reads 'Înregistrare eșuată. Încearcă din nou.'. */
export function registrationFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message && error.status !== 404) {
    return serverMessage(error);
  }
  return authMessages.registrationFailed;
}

/** The server's message for a refused code; anything else reads 'Cod de verificare invalid!'. */
export function verificationFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message && error.status !== 404) {
    return serverMessage(error);
  }
  return authMessages.smsInvalid;
}
