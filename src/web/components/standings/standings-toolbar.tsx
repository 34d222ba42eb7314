import { type Ref, useEffect, useState } from 'react';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { Button } from '../button.tsx';
import { standingsMessages } from './standings-messages.ts';

// The ranking's toolbar, shared by the public leaderboard and a league's standings: the round/total toggle and
// 'Poziția mea', which opens the caller's page and brings their row into view.

const rankings: { sortBy: LeaderboardSort; label: string }[] = [
  { sortBy: 'currentPoints', label: gameMessages.roundTab },
  { sortBy: 'points', label: gameMessages.totalTab },
];

interface StandingsToolbarProps {
  sortBy: LeaderboardSort;
  page: number;
  /** The page shown now (null while a placeholder is shown): the row is sought once it is the caller's page. */
  shownPage: number | null;
  /** The caller's place, or null when they have none to show. */
  me: { page: number; rank: number } | null;
  go: (next: { page?: number; sortBy?: LeaderboardSort }) => void;
  totalToggleRef?: Ref<HTMLButtonElement>;
}

export function StandingsToolbar({ sortBy, page, shownPage, me, go, totalToggleRef }: StandingsToolbarProps) {
  // After 'Poziția mea', bring the highlighted row into view once its page is shown.
  const [seekPage, setSeekPage] = useState<number | null>(null);
  useEffect(() => {
    if (seekPage === null || shownPage !== seekPage) return;
    setSeekPage(null);
    // After the router's scroll reset of the new URL.
    requestAnimationFrame(() => {
      document.querySelector('tr[data-me]')?.scrollIntoView({ block: 'center' });
    });
  }, [seekPage, shownPage]);

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <fieldset className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-300">
        <legend className="sr-only">{standingsMessages.rankingBy}</legend>
        {rankings.map((r) => (
          <button
            key={r.sortBy}
            ref={r.sortBy === 'points' ? totalToggleRef : undefined}
            type="button"
            aria-pressed={r.sortBy === sortBy}
            onClick={() => r.sortBy !== sortBy && go({ sortBy: r.sortBy, page: 1 })}
            className={
              'min-h-11 min-w-24 rounded-lg px-4 text-sm font-bold transition-colors ' +
              (r.sortBy === sortBy ? 'bg-brand text-white' : 'text-slate-700 hover:bg-brand-light')
            }
          >
            {r.label}
          </button>
        ))}
      </fieldset>
      {me && (
        <Button
          variant="primary"
          size="sm"
          className="min-h-11"
          onClick={() => {
            setSeekPage(me.page);
            if (me.page !== page) go({ page: me.page });
          }}
        >
          {standingsMessages.myPosition}
          <span className="font-normal">({me.rank})</span>
        </Button>
      )}
    </div>
  );
}
