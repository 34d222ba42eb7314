import { paths } from './paths.ts';

// Where a visitor goes back to after logging in or registering: `?redirect=/a/path`, written by the pages and guards
// that send a visitor to the login (the path and query they were on) and read by the login, the registration wizard
// and the SMS screen. Only a path of this site is ever followed, so a crafted link cannot send a player elsewhere.

const KEY = 'redirect';

/**
 * A path of this site, or null. It starts with one '/', and has no '\' (browsers read '/\host' as '//host', another
 * origin) and no control character (a tab or a line break inside '/\t/host' is dropped by URL parsing, leaving
 * '//host'). So never an absolute URL, a protocol-relative one or a scheme such as `javascript:`.
 */
export function safeReturnPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  for (const c of target) {
    const code = c.charCodeAt(0);
    if (c === '\\' || code < 0x20 || (code >= 0x7f && code <= 0x9f)) return null;
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

/** The login that leads back to `location` (its path and query). */
export const loginReturningTo = (location: { pathname: string; search: string }) =>
  withReturn(paths.login, location.pathname + location.search);
