import type { NewPasswordValues } from '../../../domain/password-rules.ts';
import { apiPaths } from '../../../domain/paths.ts';
import { api } from '../../api.ts';
import type { LoginResponse } from './auth.api.ts';

/** POST /api/auth/forgot-password: the same {ok: true} whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ ok: boolean }> {
  return api.post(apiPaths.forgotPassword, { email }, { token: null });
}

/** POST /api/auth/reset-password: the e-mail's code and the new password; logs the player in. */
export function resetPassword(input: NewPasswordValues & { code: string }): Promise<LoginResponse> {
  return api.post<LoginResponse>(apiPaths.resetPassword, input, { token: null });
}

/** POST /api/auth/change-password: a new token of this session; the account's other sessions end. */
export function changePassword(input: NewPasswordValues & { currentPassword: string }): Promise<LoginResponse> {
  return api.post<LoginResponse>(apiPaths.changePassword, input);
}
