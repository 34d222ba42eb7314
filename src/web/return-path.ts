import { redirect } from 'react-router';
import { paths } from '../domain/paths.ts';

// Where the visitor goes back to after logging in or registering: ?redirect=/a/path, read by the login, the
// registration wizard and the SMS screen, and written by the pages and guards that send a visitor there.

const KEY = 'redirect';

/** A path of this site, or null: never another origin (//host, /\host) and no control characters. */
export function safeReturnPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  for (const c of target) {
    const code = c.charCodeAt(0);
    if (c === '\\' || code < 32 || code === 127) return null;
  }
  return target;
}

/** The safe ?redirect= of a page's query, or null. */
export const returnPathOf = (params: URLSearchParams) => safeReturnPath(params.get(KEY));

/** `path?redirect=target`; `path` alone when the target is unsafe, missing or the home page. */
export function withReturn(path: string, target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  return safe && safe !== paths.home ? `${path}?${new URLSearchParams({ [KEY]: safe })}` : path;
}

/** A guard's answer to a visitor: the login, which leads back to the page asked for (path and query). */
export function loginFirst(request: Request) {
  const url = new URL(request.url);
  return redirect(withReturn(paths.login, url.pathname + url.search));
}
