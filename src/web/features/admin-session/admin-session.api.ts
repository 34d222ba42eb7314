import { apiPaths } from '../../../domain/paths.ts';
import { api } from '../../api.ts';
import { getAdminToken } from '../../session.ts';

/** POST /api/auth/reauthenticate with the admin's token, outside the recovery (its refusals are the dialog's). */
export function reauthenticate(password: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.reauthenticate, { password }, { token: getAdminToken() });
}
