import { adminSessionMessages, REAUTH_REQUIRED, SESSION_EXPIRED } from '../../../domain/admin-session.ts';
import { type ApiError, isApiError } from '../../api.ts';

// What the back office does when one of its calls is refused for the session's sake (api.ts calls it before the
// caller sees the failure): a 401 ends the session (the login page says why); a 403 REAUTH_REQUIRED asks for the
// password and repeats the call once it is confirmed, so the form that called never sees the refusal.

export interface RecoveryHandlers {
  /** Whether a back-office session is held (its token stored): the first 401 ends it, the others find none. */
  hasSession: () => boolean;
  /** The session has ended: forget it and go to the login, with this notice. */
  onEnded: (notice: string) => void;
  /** Asks for the password (the server's reason given); true once the server has confirmed it. */
  askPassword: (reason: string) => Promise<boolean>;
}

/** The login page's notice for a refused token: the server's reason when it gave one. */
export const endedNotice = (error: ApiError) =>
  error.details.code === SESSION_EXPIRED ? error.message : adminSessionMessages.ended;

export function createAdminRecovery(handlers: RecoveryHandlers) {
  // Calls refused together share one question.
  let asking: Promise<boolean> | null = null;
  const recover = async (error: ApiError, repeat: () => Promise<unknown>, asked = false): Promise<unknown> => {
    if (error.status === 401) {
      if (handlers.hasSession()) handlers.onEnded(endedNotice(error));
      throw error;
    }
    if (asked || error.status !== 403 || error.details.code !== REAUTH_REQUIRED) throw error;
    asking ??= handlers.askPassword(error.message).finally(() => {
      asking = null;
    });
    if (!(await asking)) throw error;
    try {
      return await repeat();
    } catch (again) {
      if (isApiError(again)) return recover(again, repeat, true);
      throw again;
    }
  };
  return recover;
}
