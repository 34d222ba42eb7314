import { Button } from '../../components/button.tsx';
import type { AdminTeam } from './teams.api.ts';
import { teamsTexts as t } from './teams-texts.ts';

/** A shield outline: the card's placeholder when a team has no emblem. */
function ShieldIcon() {
  return (
    <svg
      aria-hidden="true"
      data-testid="emblem-placeholder"
      viewBox="0 0 24 24"
      className="size-10 fill-none stroke-slate-400 stroke-[1.5]"
    >
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}

interface TeamCardProps {
  team: AdminTeam;
  onEdit: (team: AdminTeam) => void;
  onDelete: (team: AdminTeam) => void;
}

export function TeamCard({ team, onEdit, onDelete }: TeamCardProps) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        <div className="grid size-16 shrink-0 place-items-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
          {team.emblem ? (
            <img src={team.emblem.url} alt="" loading="lazy" decoding="async" className="size-14 object-contain" />
          ) : (
            <ShieldIcon />
          )}
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words text-ink">{team.name}</h2>
          <p className="text-xs text-muted [overflow-wrap:anywhere]">
            {t.id}: <span className="font-mono">{team.documentId}</span>
          </p>
        </div>
      </div>
      <div className="mt-auto flex gap-2 pt-4">
        <Button type="button" size="sm" variant="outline" className="flex-1" onClick={() => onEdit(team)}>
          {t.edit}
          <span className="sr-only"> {team.name}</span>
        </Button>
        <Button type="button" size="sm" variant="danger" className="flex-1" onClick={() => onDelete(team)}>
          {t.delete}
          <span className="sr-only"> {team.name}</span>
        </Button>
      </div>
    </li>
  );
}
