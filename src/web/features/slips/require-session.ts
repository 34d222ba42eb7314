import type { LoaderFunctionArgs } from 'react-router';
import { loginFirst } from '../../return-path.ts';
import { getUserSession } from '../../session.ts';

/** Route loader of the daily slips: without a user token and user id, the login, which leads back here. */
export function requireUserSession({ request }: LoaderFunctionArgs) {
  const session = getUserSession();
  if (!session?.token || !session.userId) throw loginFirst(request);
  return null;
}
