import { adminMessages } from '../../../domain/admin-messages.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { Button } from '../../components/button.tsx';
import { type AdminRound, sortedWinners } from './rounds.api.ts';

const roundCardTexts = {
  createdAt: 'Creată la',
  matches: (n: number) => count(n, nouns.matches),
  winners: 'Câștigători',
  noWinners: 'Niciun câștigător încă.',
  points: (n: number) => count(n, nouns.points),
  edit: 'Editează',
  remove: 'Șterge',
} as const;

function Avatar({ url, username }: { url: string | null; username: string }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        className="size-9 shrink-0 rounded-full bg-slate-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-emerald-100 font-bold text-emerald-900 uppercase"
    >
      {username.slice(0, 1)}
    </span>
  );
}

interface RoundCardProps {
  round: AdminRound;
  onEdit: () => void;
  onDelete: () => void;
}

export function RoundCard({ round, onEdit, onDelete }: RoundCardProps) {
  const winners = sortedWinners(round.winners);
  return (
    <article aria-label={round.name} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink">
            {round.name}
            {round.current && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
                {adminMessages.currentRound}
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {roundCardTexts.createdAt} {formatDateTime(round.createdAt)} ·{' '}
            {roundCardTexts.matches(round.matches.length)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-label={`${roundCardTexts.edit} ${round.name}`} onClick={onEdit}>
            {roundCardTexts.edit}
          </Button>
          <Button variant="danger" size="sm" aria-label={`${roundCardTexts.remove} ${round.name}`} onClick={onDelete}>
            {roundCardTexts.remove}
          </Button>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">{roundCardTexts.winners}</h3>
      {winners.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{roundCardTexts.noWinners}</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {winners.map((w, i) => (
            <li key={`${w.user?.documentId ?? 'none'}-${i}`} className="flex items-center gap-3 py-2">
              <Avatar url={w.user?.avatar?.url ?? null} username={w.user?.username ?? '?'} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{w.user?.username ?? '—'}</p>
                <p className="text-sm break-words text-muted">{w.prize}</p>
              </div>
              <span className="shrink-0 font-bold text-brand-darker">{roundCardTexts.points(w.currentPoints)}</span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
