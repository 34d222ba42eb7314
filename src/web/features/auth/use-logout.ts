import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { clearUserSession, getUserToken } from '../../session.ts';
import { endSession } from './session.api.ts';

/** How long a logout waits for the server before ending the session on this device anyway. */
const LOGOUT_WAIT_MS = 5_000;

/** Forgets the user's token, id and username and the cached data, then goes home. */
export function useEndLocalSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearUserSession();
    queryClient.clear();
    navigate(paths.home);
  }, [navigate, queryClient]);
}

/**
 * Logs out: the server ends this device's session (the account's other devices stay logged in), then the session
 * ends here too, even when the call fails (offline, or a session the server had already ended).
 */
export function useLogout() {
  const endLocal = useEndLocalSession();
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      const token = getUserToken();
      if (token) await endSession(token, AbortSignal.timeout(LOGOUT_WAIT_MS)).catch(() => undefined);
      endLocal();
    } finally {
      running.current = false;
    }
  }, [endLocal]);
}
