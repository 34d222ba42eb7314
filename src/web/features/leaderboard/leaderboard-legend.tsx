import { useId, useState } from 'react';
import { count, nouns } from '../../../domain/numerals.ts';
import { POINTS } from '../../../domain/scoring.ts';
import { MedalIcon } from '../../components/standings/medal-icon.tsx';
import { standingsMessages as t } from '../../components/standings/standings-messages.ts';

const scoring = [
  { points: POINTS.exactScore, label: t.exactScore },
  { points: POINTS.oneTeamGoals, label: t.oneTeamGoals },
  { points: POINTS.cards, label: t.cards },
  { points: POINTS.corners, label: t.corners },
];

/** A button that shows or hides what the medals and the points mean. */
export function LeaderboardLegend() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:bg-brand-light"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </svg>
        {open ? t.legendHide : t.legendShow}
      </button>
      <section
        id={id}
        hidden={!open}
        aria-label={t.legendTitle}
        className="mt-2 rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex items-start gap-3">
          <span className="flex shrink-0 -space-x-1">
            <MedalIcon medal="gold" rank={1} className="size-7" />
            <MedalIcon medal="silver" rank={2} className="size-7" />
            <MedalIcon medal="bronze" rank={3} className="size-7" />
          </span>
          <p>{t.legendMedals}</p>
        </div>
        <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
          {scoring.map((s) => (
            <li key={s.label}>
              <strong className="text-brand-dark">{count(s.points, nouns.points)}</strong>: {s.label}
            </li>
          ))}
          <li>
            <strong className="text-brand-dark">+{count(POINTS.favouriteWin, nouns.points)}</strong>: {t.favouriteWin}
          </li>
        </ul>
      </section>
    </div>
  );
}
