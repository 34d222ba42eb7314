import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import type { LeaderboardEntry, LeaderboardSort } from '../../../domain/leaderboard.schemas.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { countWords, formatNumber, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import { Skeleton } from '../spinner.tsx';
import { TeamEmblem, UserAvatar } from '../user-avatar.tsx';
import { medalFor } from './medal.ts';
import { MedalIcon } from './medal-icon.tsx';
import { standingsMessages as t } from './standings-messages.ts';

/**
 * A column some tables add (a league's form): from 640 px up a column of its own before the points; on a phone,
 * where the table has no room for it, the same cell sits under the player's name.
 */
interface ExtraColumn<E> {
  header: string;
  cell: (entry: E) => ReactNode;
}

interface LeaderboardTableProps<E extends LeaderboardEntry> {
  entries: E[];
  sortBy: LeaderboardSort;
  /** The logged-in user's documentId, whose row is highlighted. */
  myId: string | null;
  caption: string;
  extraColumn?: ExtraColumn<E>;
}

function Rank({ rank, points }: { rank: number; points: number }) {
  const medal = medalFor(rank, points);
  return (
    <span className="flex items-center gap-1">
      {medal ? (
        <MedalIcon medal={medal} rank={rank} />
      ) : (
        <span className="w-8 text-center text-lg font-bold">{rank}</span>
      )}
      {medal && <span className="sr-only">{rank}</span>}
    </span>
  );
}

export function LeaderboardTable<E extends LeaderboardEntry>({
  entries,
  sortBy,
  myId,
  caption,
  extraColumn,
}: LeaderboardTableProps<E>) {
  const main = sortBy === 'currentPoints' ? 'currentPoints' : 'points';
  const other = main === 'points' ? 'currentPoints' : 'points';
  const otherLabel = other === 'points' ? t.totalPoints : t.roundPoints;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand text-sm text-white">
          <tr>
            <th scope="col" className="w-14 px-2 py-3 text-center sm:w-20">
              {t.rank}
            </th>
            <th scope="col" className="px-2 py-3">
              {t.player}
            </th>
            {extraColumn && (
              <th scope="col" className="hidden w-36 px-2 py-3 sm:table-cell">
                {extraColumn.header}
              </th>
            )}
            <th scope="col" className="w-24 py-3 pr-3 pl-1 text-right sm:w-28">
              {t.points}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((e) => {
            const mine = myId !== null && e.documentId === myId;
            return (
              <tr
                key={e.documentId}
                aria-current={mine ? 'true' : undefined}
                data-me={mine || undefined}
                className={mine ? 'bg-yellow-50 outline-2 -outline-offset-2 outline-yellow-500' : 'even:bg-slate-50'}
              >
                <td className="px-2 py-2.5">
                  <span className="flex justify-center">
                    <Rank rank={e.rank} points={e[main]} />
                  </span>
                </td>
                <td className="px-2 py-2.5">
                  <div className="flex min-w-0 items-center gap-2.5">
                    <UserAvatar avatar={e.avatar} username={e.username} className="size-9 sm:size-10" />
                    <div className="min-w-0">
                      {e.username === DELETED_PLAYER_NAME ? (
                        // A deleted account's kept points: no profile behind the name.
                        <span className="block truncate font-semibold text-muted italic">{e.username}</span>
                      ) : (
                        <Link
                          to={paths.publicProfile(e.documentId)}
                          className="block truncate font-semibold text-emerald-900 underline-offset-2 hover:underline"
                        >
                          {e.username}
                        </Link>
                      )}
                      <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
                        {e.favTeam && (
                          <>
                            <TeamEmblem emblem={e.favTeam.emblem} name={e.favTeam.name} className="size-4" />
                            <span className="truncate">
                              <span className="sr-only">{t.favouriteTeam}: </span>
                              {e.favTeam.name}
                            </span>
                          </>
                        )}
                        {mine && (
                          <span className="shrink-0 rounded-full bg-yellow-300 px-2 py-0.5 font-bold text-yellow-950">
                            {t.you}
                          </span>
                        )}
                      </span>
                      {extraColumn && <div className="mt-1 sm:hidden">{extraColumn.cell(e)}</div>}
                    </div>
                  </div>
                </td>
                {extraColumn && <td className="hidden px-2 py-2.5 sm:table-cell">{extraColumn.cell(e)}</td>}
                <td className="py-2.5 pr-3 pl-1 text-right">
                  <span className="block text-lg font-extrabold text-brand-dark tabular-nums">
                    {formatNumber(e[main])}
                    <span className="sr-only"> {countWords(e[main], nouns.points)}</span>
                  </span>
                  <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                    {otherLabel}: {formatNumber(e[other])}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const skeletonRows = Array.from({ length: 10 }, (_, i) => i);

export function LeaderboardSkeleton() {
  return (
    <div className="space-y-2" role="status" aria-label={contentMessages.loading}>
      {skeletonRows.map((n) => (
        <Skeleton key={n} className="h-14" />
      ))}
    </div>
  );
}
