import { redirect } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { getUserToken } from '../../session.ts';

/** Route loader of /register: a visitor who already holds a user token goes to the profile. */
export function redirectSignedIn() {
  if (getUserToken()) throw redirect(paths.user);
  return null;
}
