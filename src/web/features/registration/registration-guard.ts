import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { returnPathOf } from '../../../domain/return-path.ts';
import { getUserToken } from '../../session.ts';

/** Route loader of /register: a visitor who already holds a user token goes where ?redirect= says, or to the profile. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  if (getUserToken()) throw redirect(returnPathOf(new URL(request.url).searchParams) ?? paths.user);
  return null;
}
