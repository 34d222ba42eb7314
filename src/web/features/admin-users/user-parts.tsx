import { type AdminUser, isAdmin } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

// The pieces of an account that its table row and its card both show.

export function Avatar({ user, size = 'md' }: { user: AdminUser; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10';
  if (user.avatar) {
    return (
      <img
        src={user.avatar.url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-emerald-100 font-bold text-emerald-900 uppercase`}
    >
      {user.username.slice(0, 2)}
    </span>
  );
}

/**
 * An e-mail address on one line whenever its box holds it (an address has no break opportunity of its own); when it
 * does not, it breaks after its '@', and only a part longer than the box is broken inside (the last resort).
 */
export function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <p className="text-ink [overflow-wrap:anywhere]" data-testid="user-email">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </p>
  );
}

export function FavTeamBadge({ team }: { team: NonNullable<AdminUser['favTeam']> }) {
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pr-2.5 pl-1 text-xs font-semibold text-slate-800">
      {team.emblem ? (
        <img src={team.emblem.url} alt="" className="size-4 shrink-0 object-contain" />
      ) : (
        <span aria-hidden="true" className="size-4 shrink-0 rounded-full bg-slate-300" />
      )}
      <span className="sr-only">{t.favTeam}: </span>
      <span className="truncate">{team.name}</span>
    </span>
  );
}

export function RoleBadge({ user }: { user: AdminUser }) {
  return isAdmin(user) ? (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800 ring-1 ring-red-200">
      {t.admin}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-900 ring-1 ring-emerald-200">
      {t.predictor}
    </span>
  );
}
