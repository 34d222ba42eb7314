import { useLeagueActivity } from './leagues.api.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

/** How many members predicted the current round: counts only; nothing while there is no current round. */
export function LeagueActivity({ leagueId }: { leagueId: string }) {
  const { data } = useLeagueActivity(leagueId);
  if (!data?.round) return null;
  return (
    <p className="mt-1 flex items-center gap-2 text-slate-700">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-emerald-600" />
      {t.activity(data.predicted, data.members, data.round.name)}
    </p>
  );
}
