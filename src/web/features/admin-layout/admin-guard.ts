import { redirect } from 'react-router';
import { paths } from '../../paths.ts';
import { getAdminToken } from '../../session.ts';

/** Route loader of the guarded back office: without an admin token, go to the admin login. */
export function requireAdminToken() {
  if (!getAdminToken()) throw redirect(paths.admin.login);
  return null;
}
