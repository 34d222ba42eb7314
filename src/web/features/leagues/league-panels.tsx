import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import type { LeaguePanel } from '../../../domain/league.schemas.ts';
import { countWords, formatNumber, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { medalFor, noOneScored } from '../../components/standings/medal.ts';
import { MedalIcon } from '../../components/standings/medal-icon.tsx';
import { standingsMessages } from '../../components/standings/standings-messages.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { leaguePanelsMessages as p } from './league-panels-messages.ts';
import { useLeaguePanels } from './leagues.api.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

// The panels of home and the leaderboard: in each of the player's leagues, the top 3, the player and their
// neighbours, and the last place. Loaded only for a logged-in player (league-panels-slot.tsx), never for a visitor.

type Row = LeaguePanel['rows'][number];

function PanelRow({ row, sortBy }: { row: Row; sortBy: LeaderboardSort }) {
  const points = row[sortBy];
  const medal = medalFor(row.rank, points);
  return (
    <li
      aria-current={row.isMe ? 'true' : undefined}
      data-me={row.isMe || undefined}
      className={`flex items-center gap-2 px-3 py-1.5 ${row.isMe ? 'bg-yellow-50 outline-2 -outline-offset-2 outline-yellow-500' : ''}`}
    >
      <span className="flex w-7 shrink-0 justify-center">
        {medal ? (
          <MedalIcon medal={medal} rank={row.rank} className="size-7" />
        ) : (
          <span aria-hidden="true" className="font-bold text-ink tabular-nums">
            {row.rank}
          </span>
        )}
        <span className="sr-only">{p.panelPlace(row.rank)}</span>
      </span>
      <UserAvatar avatar={row.avatar} username={row.username} className="size-7" px={28} />
      <span className="min-w-0 flex-1 truncate font-semibold text-ink">{row.username}</span>
      {row.isMe && (
        <span className="shrink-0 rounded-full bg-yellow-300 px-2 py-0.5 text-xs font-bold text-yellow-950">
          {standingsMessages.you}
        </span>
      )}
      <span className="shrink-0 font-extrabold text-brand-dark tabular-nums">
        {formatNumber(points)}
        <span className="sr-only"> {countWords(points, nouns.points)}</span>
      </span>
    </li>
  );
}

function Panel({ league, sortBy }: { league: LeaguePanel; sortBy: LeaderboardSort }) {
  const headingId = `league-panel-${league.documentId}`;
  const standings = `${paths.league(league.documentId)}${sortBy === 'currentPoints' ? '?sortBy=currentPoints' : ''}`;
  const empty = league.rows.length === 0 || (sortBy === 'currentPoints' && noOneScored(league.rows, sortBy));
  return (
    <li
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:w-[22rem]"
    >
      <div className="flex items-baseline justify-between gap-2 bg-brand px-3 py-2 text-white on-dark">
        <h3 id={headingId} className="min-w-0 font-bold">
          {/* The link truncates, not the heading: a clipping heading would cut the link's focus ring. */}
          <Link to={standings} className="block truncate underline-offset-2 hover:underline">
            {league.name}
          </Link>
        </h3>
        <span className="shrink-0 text-xs text-emerald-50">{t.members(league.membersCount)}</span>
      </div>
      {empty ? (
        <p className="flex-1 px-3 py-4 text-sm text-muted">
          {league.rows.length === 0 ? standingsMessages.empty : standingsMessages.roundEmpty}
        </p>
      ) : (
        <ul className="flex-1 py-1">
          {league.rows.map((row) => [
            row.gapBefore && (
              <li key={`gap-${row.position}`} aria-hidden="true" className="px-3 leading-4 text-muted">
                <span className="flex w-7 justify-center">…</span>
              </li>
            ),
            <PanelRow key={row.documentId} row={row} sortBy={sortBy} />,
          ])}
        </ul>
      )}
      {/* Padding around the link, not in it: the panel clips at its rounded edges, and would cut the focus ring. */}
      <p className="border-t border-slate-200 px-3 py-2">
        <Link
          to={standings}
          aria-label={p.seeStandingsOf(league.name)}
          className="text-sm font-semibold text-emerald-900 underline underline-offset-2"
        >
          {p.seeStandings}
        </Link>
      </p>
    </li>
  );
}

interface LeaguePanelsProps {
  sortBy: LeaderboardSort;
  userId: string | null;
  /** What shows while the panels load (the slot's skeleton, so that the loading looks the same throughout). */
  pending: ReactNode;
}

/** The player's league panels, season (sortBy=points) or round; with no league, a line inviting to /leagues. */
export function LeaguePanels({ sortBy, userId, pending }: LeaguePanelsProps) {
  const { data, isPending, isError } = useLeaguePanels(sortBy, userId);
  if (isPending) return pending;
  if (isError) return <ErrorMessage text={t.mineFailed} />;
  if (data.length === 0) {
    return (
      <p className="text-center text-slate-700">
        {p.panelsInvite}{' '}
        <Link to={paths.leagues} className="font-semibold text-emerald-900 underline underline-offset-2">
          {p.panelsInviteLink}
        </Link>
        .
      </p>
    );
  }
  return (
    <section aria-labelledby="league-panels">
      <h2 id="league-panels" className="text-center text-2xl font-extrabold text-brand-darker">
        {p.panelsTitle}
      </h2>
      <p className="mt-1 text-center text-sm text-slate-700">
        {sortBy === 'currentPoints' ? p.panelsRound : p.panelsSeason}
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-4">
        {data.map((league) => (
          <Panel key={league.documentId} league={league} sortBy={sortBy} />
        ))}
      </ul>
    </section>
  );
}
