import type { LoaderFunctionArgs } from 'react-router';
import { loginFirst } from '../../return-path.ts';
import { getUserToken } from '../../session.ts';

/** Route loader of the own profile (and the other pages of a logged-in player): without a user token, the login. */
export function requireUserToken({ request }: LoaderFunctionArgs) {
  if (!getUserToken()) throw loginFirst(request);
  return null;
}
