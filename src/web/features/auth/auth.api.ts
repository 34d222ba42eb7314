import type { LoginInput, MeWithRole, SessionAnswer } from '../../../domain/auth.schemas.ts';
import { apiPaths } from '../../../domain/paths.ts';
import { api, isApiError } from '../../api.ts';

export type LoginResponse = SessionAnswer;

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>(apiPaths.login, input, { token: null });
}

/** The account behind a token, with its role. */
export function fetchMeWithRole(token: string): Promise<MeWithRole> {
  return api.get<MeWithRole>(apiPaths.usersMe, { query: { populate: 'role' }, token });
}

/** A rate limit is the one login failure whose own message helps more than the generic one. */
export function loginErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 429 ? error.message : fallback;
}
