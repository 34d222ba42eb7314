import { Link } from 'react-router';
import { DELETED_PLAYER_NAME } from '../../../domain/deleted-player.ts';
import { paths } from '../../../domain/paths.ts';
import { announcementPageMessages as t } from './announcement-messages.ts';
import type { PublicAnnouncement } from './announcements.api.ts';

type Round = NonNullable<PublicAnnouncement['round']>;
type Winner = Round['winners'][number];

/** The smallest stored rendition of the avatar fit for 48 px on a 2x screen, else the original. */
function avatarUrl(avatar: NonNullable<Winner['user']['avatar']>): string {
  const formats = Object.values(avatar.formats ?? {})
    .filter((f) => f.width >= 96)
    .sort((a, b) => a.width - b.width);
  return formats[0]?.url ?? avatar.url;
}

function WinnerAvatar({ user }: { user: Winner['user'] }) {
  const look = 'size-12 shrink-0 rounded-full ring-2 ring-white';
  if (user.avatar) {
    return (
      <img
        src={avatarUrl(user.avatar)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className={`${look} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${look} grid place-items-center bg-emerald-100 font-bold text-emerald-900 uppercase`}
    >
      {user.username.slice(0, 1)}
    </span>
  );
}

/** Gold, silver and bronze for the first three places, and only for a winner with points. */
const placeColours = ['bg-yellow-400 text-yellow-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];
const placeColour = (i: number, points: number) =>
  (points > 0 ? placeColours[i] : undefined) ?? 'bg-slate-100 text-slate-800';

/** The round's winners, best first: place, avatar, name (to the profile), points and prize. */
export function RoundWinners({ round }: { round: Round }) {
  if (round.winners.length === 0) return null;
  return (
    <section aria-labelledby="round-winners" className="rounded-2xl bg-brand-light p-4 ring-1 ring-emerald-200 sm:p-6">
      <h2 id="round-winners" className="mb-4 text-xl font-bold text-brand-darker">
        {t.winnersHeading(round.name)}
      </h2>
      <ol className="space-y-3">
        {round.winners.map((w, i) => (
          <li
            key={w.user.documentId}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
          >
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-extrabold ${placeColour(i, w.currentPoints)}`}
            >
              <span className="sr-only">{t.place(i + 1)}</span>
              <span aria-hidden="true">{i + 1}</span>
            </span>
            <WinnerAvatar user={w.user} />
            <div className="min-w-0 flex-1">
              {w.user.username === DELETED_PLAYER_NAME ? (
                <span className="font-bold text-muted italic">{w.user.username}</span>
              ) : (
                <Link
                  to={paths.publicProfile(w.user.documentId)}
                  className="font-bold break-all text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
                >
                  {w.user.username}
                </Link>
              )}
              <p className="text-sm text-muted">{t.points(w.currentPoints)}</p>
            </div>
            {w.prize && (
              <p className="w-full rounded-lg bg-yellow-50 px-3 py-1.5 text-sm text-yellow-950 ring-1 ring-yellow-200 sm:w-auto">
                <span className="font-semibold">{t.prize}</span> {w.prize}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
