import { formatNumber } from '../../../domain/numerals.ts';
import { SocialLinks } from './social-links.tsx';
import { type UserActionHandlers, UserActionsMenu } from './user-actions.tsx';
import { Avatar, Email, FavTeamBadge, RoleBadge } from './user-parts.tsx';
import type { AdminUser } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

export interface UsersListProps extends UserActionHandlers {
  users: AdminUser[];
}

/**
 * Below 1280 px: one card per account, every field of the table's row in it and nothing to scroll sideways. The
 * e-mail has the card's whole width (so a usual address stays on one line on a phone), the actions are a menu.
 */
export function UserCards({ users, ...actions }: UsersListProps) {
  return (
    <ul aria-label={t.tableCaption} className="grid gap-3 lg:grid-cols-2 xl:hidden">
      {users.map((user) => (
        <li key={user.id} data-testid={`user-card-${user.username}`} className="min-w-0">
          <article
            aria-label={user.username}
            className="h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start gap-3">
              <Avatar user={user} />
              <div className="min-w-0 flex-1">
                <h2 className="font-bold [overflow-wrap:anywhere] text-ink">{user.username}</h2>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                  <RoleBadge user={user} />
                  <span>
                    {t.id}: {user.id}
                  </span>
                </p>
              </div>
              <UserActionsMenu user={user} {...actions} />
            </div>
            {user.favTeam && (
              <p className="mt-2 flex min-w-0">
                <FavTeamBadge team={user.favTeam} />
              </p>
            )}
            <div className="mt-3 min-w-0 text-sm">
              <span className="sr-only">{t.colEmail}: </span>
              <Email email={user.email} />
              <p className="text-xs text-muted">{user.phone || t.noPhone}</p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t.colPoints}</dt>
              <dd>
                {t.total}: <strong>{formatNumber(user.points ?? 0)}</strong> · {t.round}:{' '}
                <strong>{formatNumber(user.currentPoints ?? 0)}</strong>
              </dd>
              <dt className="text-muted">{t.colSocial}</dt>
              <dd>
                <SocialLinks user={user} />
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
