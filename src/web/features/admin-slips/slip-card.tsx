import type { ReactNode } from 'react';
import { formatDate, formatShortDateTime } from '../../../domain/dates.ts';
import { formatOdds } from '../../../domain/odds.ts';
import type { SlipStatus } from '../../../domain/slip-status.ts';
import { Button } from '../../components/button.tsx';
import { StatusBadge, StatusButton } from './slip-status.tsx';
import type { AdminDailySlip, AdminRoundSlip } from './slips.api.ts';

const slipCardTexts = {
  noRound: 'Fără etapă',
  expected: 'Pronostic',
  odd: 'Cotă',
  total: 'Cotă totală',
  edit: 'Editează',
  remove: 'Șterge',
  slipOf: (name: string) => `biletul ${name}`,
} as const;

/** A daily slip, or a round's. */
export type SlipOf = { mode: 'daily'; slip: AdminDailySlip } | { mode: 'round'; slip: AdminRoundSlip };

/** A slip's name: its date (a daily one), its round's name (a round's). */
export const slipName = ({ mode, slip }: SlipOf) =>
  mode === 'daily' ? formatDate(`${slip.date}T12:00:00Z`) : (slip.round?.name ?? slipCardTexts.noRound);

interface Row {
  title: ReactNode;
  kickoff: string | undefined;
  expectedResult: string;
  odd: number;
  /** A daily slip's pick has a status of its own. */
  status?: SlipStatus;
}

function rowsOf(of: SlipOf): Row[] {
  if (of.mode === 'daily') {
    return of.slip.predictions.map((p) => ({
      title: (
        <>
          {p.team1.name} – {p.team2.name}
        </>
      ),
      kickoff: p.match_date,
      expectedResult: p.expectedResult,
      odd: p.odd,
      status: p.match_won,
    }));
  }
  return of.slip.predictions.map((p) => {
    const m = p.matches[0];
    return {
      title: m ? `${m.team1.name} – ${m.team2.name}` : '—',
      kickoff: m?.date,
      expectedResult: p.expectedResult,
      odd: p.odd,
    };
  });
}

function Heading({ mode, slip }: SlipOf): ReactNode {
  if (mode === 'daily') {
    return (
      <h2 className="text-xl font-bold text-ink">
        <time dateTime={slip.date}>{slipName({ mode, slip })}</time>
      </h2>
    );
  }
  return (
    <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold text-ink">
      {slipName({ mode, slip })}
      <StatusBadge status={slip.won} kind="round" />
    </h2>
  );
}

function PickRow({ row }: { row: Row }) {
  const pick = (
    <>
      {slipCardTexts.expected}: <strong>{row.expectedResult}</strong> · {slipCardTexts.odd}:{' '}
      <strong>{formatOdds(row.odd)}</strong>
    </>
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{row.title}</p>
        {row.kickoff && <p className="text-sm text-muted">{formatShortDateTime(row.kickoff)}</p>}
      </div>
      {row.status === undefined ? (
        <p className="shrink-0 text-sm">{pick}</p>
      ) : (
        <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm">
          <span>{pick}</span>
          <StatusBadge status={row.status} kind="daily" />
        </p>
      )}
    </li>
  );
}

type SlipCardProps = SlipOf & {
  statusPending: boolean;
  onCycle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A slip: its name (and a round slip's status), total odds, picks, and its status, edit and delete buttons. */
export function SlipCard({ statusPending, onCycle, onEdit, onDelete, ...of }: SlipCardProps) {
  const label = slipCardTexts.slipOf(slipName(of));
  return (
    <article aria-label={label} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading {...of} />
        <p className="font-bold text-brand-darker">
          {slipCardTexts.total}: {formatOdds(of.slip.totalOdds)}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {rowsOf(of).map((row, i) => (
          <PickRow key={i} row={row} />
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <StatusButton status={of.slip.won} kind={of.mode} pending={statusPending} onCycle={onCycle} />
        <Button variant="outline" size="sm" aria-label={`${slipCardTexts.edit} ${label}`} onClick={onEdit}>
          {slipCardTexts.edit}
        </Button>
        <Button variant="danger" size="sm" aria-label={`${slipCardTexts.remove} ${label}`} onClick={onDelete}>
          {slipCardTexts.remove}
        </Button>
      </div>
    </article>
  );
}
