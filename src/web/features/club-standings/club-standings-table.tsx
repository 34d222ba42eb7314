import { Link } from 'react-router';
import type { ClubStanding } from '../../../domain/club-standings.schemas.ts';
import { LOCALE } from '../../../domain/limits.ts';
import type { Media } from '../../../domain/media.schemas.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { Skeleton } from '../../components/spinner.tsx';
import { clubStandingsMessages as t } from './club-standings-messages.ts';

const scoreFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A club's score as shown: 70,40 (always two decimals), or a dash without active fans. */
const formatScore = (score: number | null) => (score === null ? '–' : scoreFormat.format(score));

/** The club's emblem (its smallest rendition of at least 80 px), or its initials in a circle. */
function ClubEmblem({ emblem, name }: { emblem: Media | null; name: string }) {
  const look = 'mt-0.5 size-8 shrink-0 sm:size-10';
  if (!emblem) {
    return (
      <span
        aria-hidden="true"
        className={`${look} grid place-items-center rounded-full bg-slate-200 text-xs font-bold text-slate-700`}
      >
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  const small = Object.values(emblem.formats ?? {})
    .filter((f) => f.width >= 80)
    .sort((a, b) => a.width - b.width)[0];
  return (
    <img src={small?.url ?? emblem.url} alt="" loading="lazy" decoding="async" className={`${look} object-contain`} />
  );
}

interface ClubStandingsTableProps {
  clubs: ClubStanding[];
  minActiveFans: number;
  /** The documentId of the player's own club, whose row is pointed out. */
  myClub: string | null;
  caption: string;
}

function ClubRow({ club, mine }: { club: ClubStanding; mine: boolean }) {
  return (
    <tr
      aria-current={mine ? 'true' : undefined}
      data-club={club.team.documentId}
      className={mine ? 'bg-yellow-50 outline-2 -outline-offset-2 outline-yellow-500' : 'even:bg-slate-50'}
    >
      <td className="px-1 py-3 text-center">
        {club.rank === null ? (
          <span className="text-xs font-semibold text-slate-700">{t.unranked}</span>
        ) : (
          <span className="text-lg font-bold">{club.rank}</span>
        )}
      </td>
      <td className="px-2 py-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <ClubEmblem emblem={club.team.emblem} name={club.team.name} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-bold text-ink">{club.team.name}</span>
              {mine && (
                <span className="rounded-full bg-yellow-300 px-2 py-0.5 text-xs font-bold text-yellow-950">
                  {t.yourClub}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">{t.fans(club.activeFans, club.fans)}</p>
            <p className="text-sm text-slate-700">
              {club.bestFan ? (
                <>
                  {t.bestFan}:{' '}
                  <Link
                    to={paths.publicProfile(club.bestFan.documentId)}
                    className="font-semibold break-words text-emerald-900 underline underline-offset-2 hover:text-emerald-950"
                  >
                    {club.bestFan.username}
                  </Link>{' '}
                  <span className="whitespace-nowrap">({t.bestFanPoints(club.bestFan.points)})</span>
                </>
              ) : (
                t.noBestFan
              )}
            </p>
          </div>
        </div>
      </td>
      <td className="py-3 pr-3 pl-1 text-right">
        <span
          className={`text-base font-extrabold whitespace-nowrap tabular-nums sm:text-lg ${club.rank === null ? 'text-slate-600' : 'text-brand-dark'}`}
        >
          {formatScore(club.score)}
        </span>
      </td>
    </tr>
  );
}

/** The clubs in the order the server ranked them: the ranked ones, then those below the minimum ('neclasat'). */
export function ClubStandingsTable({ clubs, minActiveFans, myClub, caption }: ClubStandingsTableProps) {
  const ranked = clubs.filter((c) => c.rank !== null);
  const unranked = clubs.filter((c) => c.rank === null);
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand text-sm text-white">
          <tr>
            <th scope="col" className="w-16 px-1 py-3 text-center sm:w-20">
              {t.rank}
            </th>
            <th scope="col" className="px-2 py-3">
              {t.club}
            </th>
            <th scope="col" className="w-24 py-3 pr-3 pl-1 text-right sm:w-28">
              {t.score}
            </th>
          </tr>
        </thead>
        {ranked.length > 0 && (
          <tbody className="divide-y divide-slate-200">
            {ranked.map((c) => (
              <ClubRow key={c.team.documentId} club={c} mine={c.team.documentId === myClub} />
            ))}
          </tbody>
        )}
        {unranked.length > 0 && (
          <tbody className="divide-y divide-slate-200 border-t-2 border-slate-300">
            <tr className="bg-slate-100">
              <th scope="rowgroup" colSpan={3} className="px-3 py-2 text-left text-sm font-semibold text-slate-700">
                {t.unrankedTitle}: <span className="font-normal">{t.unrankedNote(minActiveFans)}</span>
              </th>
            </tr>
            {unranked.map((c) => (
              <ClubRow key={c.team.documentId} club={c} mine={c.team.documentId === myClub} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

const skeletonRows = Array.from({ length: 8 }, (_, i) => i);

export function ClubStandingsSkeleton() {
  return (
    <div className="space-y-2" role="status" aria-label={contentMessages.loading}>
      {skeletonRows.map((n) => (
        <Skeleton key={n} className="h-20" />
      ))}
    </div>
  );
}
