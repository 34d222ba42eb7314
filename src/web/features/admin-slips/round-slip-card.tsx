import { formatShortDateTime } from '../../../domain/dates.ts';
import { formatOdds } from '../../../domain/odds.ts';
import { Button } from '../../components/button.tsx';
import { StatusBadge, StatusButton } from './slip-status.tsx';
import type { AdminRoundSlip } from './slips.api.ts';

export const slipCardTexts = {
  noRound: 'Fără etapă',
  expected: 'Pronostic',
  odd: 'Cotă',
  total: 'Cotă totală',
  cycle: 'Schimbă statusul',
  edit: 'Editează',
  remove: 'Șterge',
  slipOf: (name: string) => `biletul ${name}`,
} as const;

interface RoundSlipCardProps {
  slip: AdminRoundSlip;
  statusPending: boolean;
  onCycle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function RoundSlipCard({ slip, statusPending, onCycle, onEdit, onDelete }: RoundSlipCardProps) {
  const name = slip.round?.name ?? slipCardTexts.noRound;
  return (
    <article aria-label={slipCardTexts.slipOf(name)} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink">
          {name}
          <StatusBadge status={slip.won} kind="round" />
        </h2>
        <p className="font-bold text-brand-darker">
          {slipCardTexts.total}: {formatOdds(slip.totalOdds)}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {slip.predictions.map((p, i) => {
          const m = p.matches[0];
          return (
            <li key={i} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{m ? `${m.team1.name} – ${m.team2.name}` : '—'}</p>
                {m && <p className="text-sm text-muted">{formatShortDateTime(m.date)}</p>}
              </div>
              <p className="shrink-0 text-sm">
                {slipCardTexts.expected}: <strong>{p.expectedResult}</strong> · {slipCardTexts.odd}:{' '}
                <strong>{formatOdds(p.odd)}</strong>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <StatusButton status={slip.won} kind="round" pending={statusPending} onCycle={onCycle} />
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
