import type { ReactNode } from 'react';
import { formatNumber } from '../../../domain/numerals.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import { TeamEmblem, UserAvatar } from '../../components/user-avatar.tsx';
import { groupHistory } from './history.ts';
import { PredictionHistory } from './prediction-history.tsx';
import { profileMessages as t } from './profile-messages.ts';

const socialIcons = {
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z',
  Instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
} as const;

/** Only http(s) links are followed (the server stores '' or an http(s) URL). */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-brand-dark tabular-nums">{value}</dd>
    </div>
  );
}

/** A place in a ranking, or a dash (read as 'no place yet') while the player has none. */
function placeText(place: number | null): ReactNode {
  if (place !== null) return formatNumber(place);
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t.noPlace}</span>
    </>
  );
}

interface ProfileViewProps {
  profile: Profile;
  /** Above the card: e.g. the back link of a public profile. */
  top?: ReactNode;
  /** The owner's tools (avatar change, logout, account details). */
  ownerPanel?: ReactNode;
  /** Under the favourite team: the club's place in the club standings. */
  club?: ReactNode;
  /** Under the header: the player's form over the rounds (loaded beside the page). */
  form?: ReactNode;
}

export function ProfileView({ profile, top, ownerPanel, club, form }: ProfileViewProps) {
  const socials = (
    [
      ['YouTube', profile.youtubeAccount],
      ['Instagram', profile.instagramAccount],
    ] as const
  ).flatMap(([name, url]) => {
    const href = safeUrl(url);
    return href ? [{ name, href }] : [];
  });
  const groups = groupHistory(profile);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      {top}
      <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <UserAvatar
            avatar={profile.avatar}
            username={profile.username}
            alt={t.avatarOf(profile.username)}
            className="size-24 text-4xl"
            px={96}
          />
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-darker">{profile.username}</h1>
            {/* The label stays whole; a long team name goes to the next line, beside its emblem. */}
            <p className="mt-1 flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 text-slate-700 sm:justify-start">
              <span className="text-sm whitespace-nowrap text-muted">{t.favouriteTeam}:</span>
              {profile.favTeam ? (
                <span className="inline-flex min-w-0 items-center gap-1.5 font-semibold">
                  <TeamEmblem emblem={profile.favTeam.emblem} name={profile.favTeam.name} className="size-6 shrink-0" />
                  <span className="min-w-0 break-words">{profile.favTeam.name}</span>
                </span>
              ) : (
                <span>{t.noFavouriteTeam}</span>
              )}
            </p>
            {club}
            {socials.length > 0 && (
              <ul className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
                {socials.map((s) => (
                  <li key={s.name}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-light px-3 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
                    >
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                        <path d={socialIcons[s.name]} />
                      </svg>
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label={t.totalPoints} value={formatNumber(profile.points)} />
          <Stat label={t.roundPoints} value={formatNumber(profile.currentPoints)} />
          <Stat label={t.totalRank} value={placeText(profile.rank.points)} />
          <Stat label={t.roundRank} value={placeText(profile.rank.currentPoints)} />
        </dl>
        {(profile.rank.points === null || profile.rank.currentPoints === null) && profile.role.type !== 'admin' && (
          <p className="mt-3 text-center text-sm text-muted sm:text-left">{t.noPlaceHint}</p>
        )}
      </section>

      {form && <div className="mt-6">{form}</div>}

      {/* Each card as tall as what it holds: the history does not stretch to the side column's height. */}
      <div className={`mt-6 grid items-start gap-6 ${ownerPanel ? 'lg:grid-cols-[1fr_20rem]' : ''}`}>
        <section className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7">
          <h2 className="mb-4 text-xl font-bold text-brand-dark">{t.history}</h2>
          <PredictionHistory groups={groups} />
        </section>
        {ownerPanel && <div className="min-w-0 space-y-6">{ownerPanel}</div>}
      </div>
    </div>
  );
}
