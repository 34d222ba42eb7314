import { redirect } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { getUserSession } from '../../session.ts';

/** Route loader of the daily slips: without a user token and user id, go to the login. */
export function requireUserSession() {
  const session = getUserSession();
  if (!session?.token || !session.userId) throw redirect(paths.login);
  return null;
}
