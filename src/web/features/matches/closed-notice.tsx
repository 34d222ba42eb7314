import { type PredictionWindow, predictionWindowMessages } from '../../../domain/prediction-window.ts';

/** The deadline in red (the specification's notice); a result or another round in a calm grey: nothing was missed. */
const tone: Record<Exclude<PredictionWindow, 'open'>, string> = {
  deadlinePassed: 'bg-red-50 text-red-800',
  hasResult: 'bg-slate-100 text-slate-800',
  notCurrentRound: 'bg-slate-100 text-slate-800',
};

/** Why a match takes no predictions (src/domain/prediction-window.ts). */
export function ClosedNotice({
  state,
  className = '',
}: {
  state: Exclude<PredictionWindow, 'open'>;
  className?: string;
}) {
  return (
    <p className={`rounded-xl px-4 font-semibold ${tone[state]} ${className}`}>{predictionWindowMessages[state]}</p>
  );
}
