import { contentMessages } from '../../../domain/messages.ts';
import type { SlipStatus } from '../../../domain/slip-status.ts';
import { slipPageMessages } from './slip-messages.ts';

type Tone = 'pending' | 'won' | 'lost';

const toneOf = (status: SlipStatus): Tone => (status === null ? 'pending' : status ? 'won' : 'lost');

const slipTexts: Record<Tone, string> = {
  pending: contentMessages.slipPending,
  won: contentMessages.slipWon,
  lost: contentMessages.slipLost,
};

const pickTexts: Record<Tone, string> = {
  pending: slipPageMessages.pickPending,
  won: slipPageMessages.pickWon,
  lost: slipPageMessages.pickLost,
};

const tones: Record<Tone, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  won: 'bg-emerald-50 text-emerald-900 ring-emerald-400',
  lost: 'bg-red-50 text-red-800 ring-red-300',
};

// A clock, a tick and a cross: the result reads from the shape and the text, not only from the colour.
const icons: Record<Tone, string> = {
  pending: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.3V7Z',
  won: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4Z',
  lost: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3Z',
};

function Icon({ tone, className }: { tone: Tone; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 fill-current ${className}`}>
      <path d={icons[tone]} />
    </svg>
  );
}

/** The slip's result: 'Bilet Nefinalizat', 'Bilet Câștigător' or 'Bilet Pierdut'. */
export function SlipResult({ status, className = '' }: { status: SlipStatus; className?: string }) {
  const tone = toneOf(status);
  return (
    <p
      data-result={tone}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-base font-bold ring-1 ${tones[tone]} ${className}`}
    >
      <Icon tone={tone} className="size-5" />
      {slipTexts[tone]}
    </p>
  );
}

/** A daily pick's own result, as a small label. */
export function PickResult({ status }: { status: SlipStatus }) {
  const tone = toneOf(status);
  return (
    <span
      data-result={tone}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      <Icon tone={tone} className="size-3.5" />
      {pickTexts[tone]}
    </span>
  );
}
