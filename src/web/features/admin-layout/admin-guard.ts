import { redirect } from 'react-router';
import { authMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { clearAdminToken, getAdminToken } from '../../session.ts';
import { endedNotice } from '../admin-session/admin-recovery.ts';
import { setSessionNotice } from '../admin-session/session-notice.ts';
import { fetchMeWithRole } from '../auth/auth.api.ts';

/** What the server says of a token: an administrator's, a player's, or one it refuses (401/403). */
type Verdict = 'admin' | 'player' | 'refused';

// The verdict on the stored token, asked once per token: navigating inside the back office does not ask again.
// A failure that is not a verdict (network, 5xx) is not kept, so the next navigation asks again.
let known: { token: string; verdict: Promise<Verdict> } | null = null;

async function askServer(token: string): Promise<Verdict> {
  try {
    const me = await fetchMeWithRole(token);
    return me.role?.type === 'admin' ? 'admin' : 'player';
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      // The stored session has ended (idle, too old, logged out elsewhere): the login page says so.
      if (error.status === 401) setSessionNotice(endedNotice(error));
      return 'refused';
    }
    throw error;
  }
}

function verdictOf(token: string): Promise<Verdict> {
  if (known?.token === token) return known.verdict;
  const verdict = askServer(token);
  known = { token, verdict };
  verdict.catch(() => {
    if (known?.verdict === verdict) known = null;
  });
  return verdict;
}

/** The admin login has just checked this token's role: the guard need not ask again. */
export function rememberAdminToken(token: string) {
  known = { token, verdict: Promise.resolve('admin') };
}

/**
 * Route loader of the guarded back office: the shell renders only for an administrator's token. Otherwise the admin
 * login: without a token; with one the server refuses (the login says the session ended); with a player's token (the
 * login says the back office is for administrators only, as it does when a player logs in there). A bad token is
 * cleared.
 */
export async function requireAdmin() {
  const token = getAdminToken();
  if (!token) throw redirect(paths.admin.login);
  const verdict = await verdictOf(token);
  if (verdict === 'admin') return null;
  known = null;
  clearAdminToken();
  if (verdict === 'player') setSessionNotice(authMessages.adminForbidden);
  throw redirect(paths.admin.login);
}
