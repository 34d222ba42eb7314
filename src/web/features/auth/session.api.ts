import { apiPaths } from '../../../domain/paths.ts';
import { api } from '../../api.ts';

/** POST /api/auth/logout with a given token: that session ends on the server; other devices stay logged in. */
export function endSession(token: string, signal?: AbortSignal): Promise<unknown> {
  return api.post(apiPaths.logout, undefined, { token, signal });
}

/** POST /api/auth/logout-all: every session of the account ends, this one included. */
export function endAllSessions(): Promise<unknown> {
  return api.post(apiPaths.logoutAll);
}
