import { redirect } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { getUserToken } from '../../session.ts';

/** Route loader of the own profile: without a user token, go to the login. */
export function requireUserToken() {
  if (!getUserToken()) throw redirect(paths.login);
  return null;
}
