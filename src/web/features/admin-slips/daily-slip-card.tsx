import { formatDate, formatShortDateTime } from '../../../domain/dates.ts';
import { formatOdds } from '../../../domain/odds.ts';
import { Button } from '../../components/button.tsx';
import { slipCardTexts } from './round-slip-card.tsx';
import { StatusBadge, StatusButton } from './slip-status.tsx';
import type { AdminDailySlip } from './slips.api.ts';

interface DailySlipCardProps {
  slip: AdminDailySlip;
  statusPending: boolean;
  onCycle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function DailySlipCard({ slip, statusPending, onCycle, onEdit, onDelete }: DailySlipCardProps) {
  const name = formatDate(`${slip.date}T12:00:00Z`);
  return (
    <article aria-label={slipCardTexts.slipOf(name)} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">
          <time dateTime={slip.date}>{name}</time>
        </h2>
        <p className="font-bold text-brand-darker">
          {slipCardTexts.total}: {formatOdds(slip.totalOdds)}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {slip.predictions.map((p, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">
                {p.team1.name} – {p.team2.name}
              </p>
              <p className="text-sm text-muted">{formatShortDateTime(p.match_date)}</p>
            </div>
            <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
              <span>
                {slipCardTexts.expected}: <strong>{p.expectedResult}</strong> · {slipCardTexts.odd}:{' '}
                <strong>{formatOdds(p.odd)}</strong>
              </span>
              <StatusBadge status={p.match_won} kind="daily" />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <StatusButton status={slip.won} kind="daily" pending={statusPending} onCycle={onCycle} />
        <Button
          variant="outline"
          size="sm"
          aria-label={`${slipCardTexts.edit} ${slipCardTexts.slipOf(name)}`}
          onClick={onEdit}
        >
          {slipCardTexts.edit}
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`${slipCardTexts.remove} ${slipCardTexts.slipOf(name)}`}
          onClick={onDelete}
        >
          {slipCardTexts.remove}
        </Button>
      </div>
    </article>
  );
}
