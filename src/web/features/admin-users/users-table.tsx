import { formatNumber } from '../../../domain/numerals.ts';
import { SocialLinks } from './social-links.tsx';
import { UserActionRow } from './user-actions.tsx';
import { UserCards, type UsersListProps } from './user-cards.tsx';
import { Avatar, Email, FavTeamBadge, RoleBadge } from './user-parts.tsx';
import { usersTexts as t } from './users-texts.ts';

const th = 'px-2.5 py-3 text-left text-xs font-bold tracking-wide text-slate-700 uppercase';
const td = 'px-2.5 py-2 align-top';

/**
 * The accounts: one card per account up to 1280 px (phones and tablets, where the sidebar leaves too little room for
 * the six columns), each with an 'Acțiuni' menu; from there on a table, one short row per account with its actions
 * in one row of icons, and the e-mail column left what the others do not need, so an address fits on its line.
 */
export function UsersTable(props: UsersListProps) {
  return (
    <>
      <UserCards {...props} />
      <UsersGrid {...props} />
    </>
  );
}

function UsersGrid({ users, ...actions }: UsersListProps) {
  return (
    <section
      aria-label={t.tableCaption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 xl:block"
    >
      <table className="w-full min-w-[57rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-48`}>
              {t.colUser}
            </th>
            <th scope="col" className={th}>
              {t.colEmail}
            </th>
            <th scope="col" className={`${th} w-[5.5rem]`}>
              {t.colSocial}
            </th>
            <th scope="col" className={`${th} w-28`}>
              {t.colPoints}
            </th>
            <th scope="col" className={`${th} w-[8.5rem]`}>
              {t.colRole}
            </th>
            <th scope="col" className={`${th} w-40`}>
              {t.colActions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id} data-testid={`user-row-${user.username}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <div className="flex items-start gap-2">
                  <Avatar user={user} size="sm" />
                  <div className="min-w-0">
                    {/* Two lines at most, so that the row stays short; the whole name is its title and its text. */}
                    <p className="line-clamp-2 font-bold [overflow-wrap:anywhere] text-ink" title={user.username}>
                      {user.username}
                    </p>
                    <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
                      <span className="shrink-0">
                        {t.id}: {user.id}
                      </span>
                      {user.favTeam && <FavTeamBadge team={user.favTeam} />}
                    </p>
                  </div>
                </div>
              </th>
              <td className={td}>
                <Email email={user.email} />
                <p className="text-xs text-muted">{user.phone || t.noPhone}</p>
              </td>
              <td className={td}>
                <SocialLinks user={user} compact />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <p>
                  <span className="text-xs text-muted">{t.total}:</span>{' '}
                  <strong>{formatNumber(user.points ?? 0)}</strong>
                </p>
                <p>
                  <span className="text-xs text-muted">{t.round}:</span>{' '}
                  <strong>{formatNumber(user.currentPoints ?? 0)}</strong>
                </p>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <RoleBadge user={user} />
              </td>
              <td className={td}>
                <UserActionRow user={user} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
