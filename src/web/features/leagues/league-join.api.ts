import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League } from '../../../domain/league.schemas.ts';
import { api } from '../../api.ts';
import { leaguesPath } from './leagues.api.ts';

// Creating and joining a league: apart from the reads, so that the league page (which does neither) does not
// download React Query's mutations.

export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: { name: string; description: string | null }) =>
      api.post<{ data: League }>(leaguesPath, { data }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leagues'] }),
  });
}

export function useJoinLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ data: League }>(`${leaguesPath}/join`, { data: { code } }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leagues'] }),
  });
}
