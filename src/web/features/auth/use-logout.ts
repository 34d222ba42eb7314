import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { clearUserSession } from '../../session.ts';

/** Ends the user's session: forgets the token, id and username and the cached data, then goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearUserSession();
    queryClient.clear();
    navigate(paths.home);
  }, [navigate, queryClient]);
}
