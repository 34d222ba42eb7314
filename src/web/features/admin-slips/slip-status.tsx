import type { SlipStatus } from '../../../domain/slip-status.ts';
import { disabledLook } from '../../components/button.tsx';

const slipStatusTexts = {
  pending: 'Nefinalizat',
  wonRound: 'Câștigător',
  wonDaily: 'Câștigat',
  lost: 'Pierdut',
  status: 'Status',
  cycleHint: 'Schimbă statusul: nefinalizat → câștigat → pierdut → nefinalizat',
} as const;

export type SlipKind = 'round' | 'daily';

function statusLabel(status: SlipStatus, kind: SlipKind): string {
  if (status === true) return kind === 'round' ? slipStatusTexts.wonRound : slipStatusTexts.wonDaily;
  if (status === false) return slipStatusTexts.lost;
  return slipStatusTexts.pending;
}

const tone = (status: SlipStatus) =>
  status === true
    ? 'bg-emerald-100 text-emerald-900 ring-emerald-300'
    : status === false
      ? 'bg-red-100 text-red-900 ring-red-300'
      : 'bg-slate-100 text-slate-800 ring-slate-300';

export function StatusBadge({ status, kind }: { status: SlipStatus; kind: SlipKind }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${tone(status)}`}>
      {statusLabel(status, kind)}
    </span>
  );
}

interface StatusButtonProps {
  status: SlipStatus;
  kind: SlipKind;
  pending: boolean;
  onCycle: () => void;
}

/** Shows the status and, on click, saves the next one at once. */
export function StatusButton({ status, kind, pending, onCycle }: StatusButtonProps) {
  return (
    <button
      type="button"
      onClick={onCycle}
      disabled={pending}
      aria-busy={pending || undefined}
      title={slipStatusTexts.cycleHint}
      className={`inline-flex min-h-9 items-center gap-1 rounded-xl px-3 py-1.5 text-sm font-semibold ring-1 hover:brightness-95 ${tone(status)} ${disabledLook}`}
    >
      {slipStatusTexts.status}: {statusLabel(status, kind)}
    </button>
  );
}

/** The status select of the daily slip's edit form: '' unset, 'true' won, 'false' lost. */
export const statusOptions = [
  { value: '', label: slipStatusTexts.pending },
  { value: 'true', label: slipStatusTexts.wonDaily },
  { value: 'false', label: slipStatusTexts.lost },
] as const;

export type StatusValue = '' | 'true' | 'false';
export const toStatusValue = (s: SlipStatus): StatusValue => (s === null ? '' : s ? 'true' : 'false');
export const fromStatusValue = (v: StatusValue): SlipStatus => (v === '' ? null : v === 'true');
