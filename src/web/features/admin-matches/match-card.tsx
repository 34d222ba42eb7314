import { correctedMatchLink } from '../../../domain/correction-labels.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { canGoLive, LiveControls } from './live-controls.tsx';
import type { AdminMatch, TeamRef } from './matches.api.ts';

const matchCardTexts = {
  noRound: 'Fără etapă',
  score: 'Scor',
  cards: 'Cartonașe',
  corners: 'Cornere',
  id: 'ID',
  edit: 'Editează',
  remove: 'Șterge',
} as const;

function Team({ team, reverse = false }: { team: TeamRef; reverse?: boolean }) {
  return (
    // On a phone each team has a line of its own, so a name wraps only between words; side by side from sm up.
    <div className={`flex min-w-0 items-center gap-2 text-left ${reverse ? 'sm:flex-row-reverse sm:text-right' : ''}`}>
      {team.emblem?.url ? (
        <img
          src={team.emblem.url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-200 text-xs font-bold"
        >
          {team.name.slice(0, 2).toUpperCase()}
        </span>
      )}
      {/* From sm up two cards share a row: a smaller size keeps a long single word (Hermannstadt) whole. */}
      <span className="min-w-0 font-semibold text-ink [overflow-wrap:break-word] hyphens-manual sm:text-sm sm:leading-snug">
        {team.name}
      </span>
    </div>
  );
}

function Chip({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
      {label}:
      <span className={`rounded-full px-2 font-bold ${value ? 'bg-brand text-white' : 'text-slate-700'}`}>
        {value || '—'}
      </span>
    </span>
  );
}

/** Round, date-time, teams, score (? when unknown), cards and corners chips, id; edit and delete. */
export function MatchCard({
  match,
  onEdit,
  onDelete,
}: {
  match: AdminMatch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = `${match.team1.name} – ${match.team2.name}`;
  return (
    <article aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-brand-darker">{match.round?.name ?? matchCardTexts.noRound}</span>
        <time dateTime={match.date} className="text-muted">
          {formatDateTime(match.date)}
        </time>
      </div>
      <div className="mt-3 grid grid-cols-1 items-center gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3">
        <Team team={match.team1} />
        <span className="justify-self-start rounded-lg bg-slate-900 px-3 py-1 text-lg font-black text-white tabular-nums sm:justify-self-center">
          <span className="sr-only">{matchCardTexts.score} </span>
          {match.team1_finalScore ?? '?'} - {match.team2_finalScore ?? '?'}
        </span>
        <Team team={match.team2} reverse />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Chip label={matchCardTexts.cards} value={match.final_cards || null} />
        <Chip label={matchCardTexts.corners} value={match.final_corners || null} />
        {match.correctedAt && (
          // The public log, in a new tab: the back office stays where it was.
          <a
            href={paths.matchCorrections(match.documentId)}
            target="_blank"
            rel="noopener"
            aria-label={correctedMatchLink.label(title)}
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 underline-offset-2 ring-1 ring-amber-300 hover:underline"
          >
            {correctedMatchLink.text}
          </a>
        )}
      </div>
      {canGoLive(match, Date.now()) && <LiveControls match={match} />}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted [overflow-wrap:anywhere]">
          {matchCardTexts.id}: {match.documentId}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-label={`${matchCardTexts.edit} ${title}`} onClick={onEdit}>
            {matchCardTexts.edit}
          </Button>
          <Button variant="danger" size="sm" aria-label={`${matchCardTexts.remove} ${title}`} onClick={onDelete}>
            {matchCardTexts.remove}
          </Button>
        </div>
      </div>
    </article>
  );
}
