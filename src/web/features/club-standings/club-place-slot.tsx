import { useLoadedModule } from '../../use-loaded-module.ts';
import { useClubStandings } from './club-standings.api.ts';

// The club's line on a profile (club-place.tsx) is downloaded beside the profile rather than in its first bytes (the
// profile page is near the public pages' 130 KB budget). The profile waits for it and for the club standings, which
// load in parallel with the profile, so the line is there when the page appears instead of pushing the figures down.
const loadClubPlace = () => import('./club-place.tsx');

export function useClubPlace() {
  const code = useLoadedModule(loadClubPlace);
  const standings = useClubStandings('points');
  return { ready: code.ready && !standings.isPending, ClubPlace: code.module?.ClubPlace ?? null };
}
