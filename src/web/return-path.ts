import { redirect } from 'react-router';
import { loginReturningTo } from '../domain/return-path.ts';

/** A guard's answer to a visitor: the login, which leads back to the page asked for (path and query). */
export const loginFirst = (request: Request) => redirect(loginReturningTo(new URL(request.url)));
