import { formatNumber } from '../../../domain/numerals.ts';
import { Button } from '../../components/button.tsx';
import { SocialLinks } from './social-links.tsx';
import { type AdminUser, isAdmin } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onAdjust: (user: AdminUser) => void;
  /** 'Date GDPR': the player's data export and deletion. */
  onData: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

function Avatar({ user }: { user: AdminUser }) {
  if (user.avatar) {
    return (
      <img
        src={user.avatar.url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full bg-slate-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-100 font-bold text-emerald-900 uppercase"
    >
      {user.username.slice(0, 2)}
    </span>
  );
}

/** An e-mail that wraps after its '@' when it must, rather than inside a word. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function FavTeamBadge({ team }: { team: NonNullable<AdminUser['favTeam']> }) {
  return (
    <span className="mt-1 inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pr-2.5 pl-1 text-xs font-semibold text-slate-800">
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

function RoleBadge({ user }: { user: AdminUser }) {
  return isAdmin(user) ? (
    <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800 ring-1 ring-red-200">
      {t.admin}
    </span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-bold text-emerald-900 ring-1 ring-emerald-200">
      {t.predictor}
    </span>
  );
}

const th = 'px-3 py-3 text-left text-xs font-bold tracking-wide text-slate-700 uppercase';
const td = 'px-3 py-3 align-top';

function Actions({ user, onEdit, onAdjust, onData, onDelete }: Omit<UsersTableProps, 'users'> & { user: AdminUser }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {/* An admin is never deleted (the server refuses it): its role is taken away first, in the editor. */}
      <Button
        type="button"
        size="sm"
        variant="outline"
        className={isAdmin(user) ? 'col-span-2' : ''}
        onClick={() => onEdit(user)}
      >
        {t.edit}
        <span className="sr-only"> {user.username}</span>
      </Button>
      {!isAdmin(user) && (
        <Button type="button" size="sm" variant="danger" onClick={() => onDelete(user)}>
          {t.delete}
          <span className="sr-only"> {user.username}</span>
        </Button>
      )}
      <Button type="button" size="sm" variant="outline" className="col-span-2" onClick={() => onAdjust(user)}>
        {t.adjust}
        <span className="sr-only"> {user.username}</span>
      </Button>
      <Button type="button" size="sm" variant="outline" className="col-span-2" onClick={() => onData(user)}>
        {t.data}
        <span className="sr-only"> {user.username}</span>
      </Button>
    </div>
  );
}

/** On a phone: one card per account, every field of the table's row in it, nothing to scroll sideways. */
function UserCards({ users, ...actions }: UsersTableProps) {
  return (
    <ul aria-label={t.tableCaption} className="space-y-3 md:hidden">
      {users.map((user) => (
        <li key={user.id} data-testid={`user-card-${user.username}`}>
          <article aria-label={user.username} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start gap-3">
              <Avatar user={user} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="min-w-0 font-bold break-words text-ink">{user.username}</h2>
                  <RoleBadge user={user} />
                </div>
                {user.favTeam && <FavTeamBadge team={user.favTeam} />}
                <p className="mt-0.5 text-xs text-muted">
                  {t.id}: {user.id}
                </p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-muted">{t.colEmail}</dt>
              <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">
                <Email email={user.email} />
                <span className="block text-xs text-muted">{user.phone || t.noPhone}</span>
              </dd>
              <dt className="text-muted">{t.colPoints}</dt>
              <dd>
                {t.total}: <strong>{formatNumber(user.points ?? 0)}</strong> · {t.round}:{' '}
                <strong>{formatNumber(user.currentPoints ?? 0)}</strong>
              </dd>
              <dt className="self-center text-muted">{t.colSocial}</dt>
              <dd>
                <SocialLinks user={user} />
              </dd>
            </dl>
            <div className="mt-3">
              <Actions user={user} {...actions} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The accounts: cards on a phone; from md up, a table that scrolls sideways inside its own frame if it must. */
export function UsersTable(props: UsersTableProps) {
  return (
    <>
      <UserCards {...props} />
      <UsersGrid {...props} />
    </>
  );
}

function UsersGrid({ users, onEdit, onAdjust, onData, onDelete }: UsersTableProps) {
  return (
    <section
      aria-label={t.tableCaption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="relative hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block"
    >
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} left-0 z-10 w-52 bg-slate-50 md:sticky`}>
              {t.colUser}
            </th>
            <th scope="col" className={th}>
              {t.colEmail}
            </th>
            <th scope="col" className={`${th} w-28`}>
              {t.colSocial}
            </th>
            <th scope="col" className={`${th} w-32`}>
              {t.colPoints}
            </th>
            <th scope="col" className={`${th} w-36`}>
              {t.colRole}
            </th>
            <th scope="col" className={`${th} w-56`}>
              {t.colActions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id} data-testid={`user-row-${user.username}`}>
              <th
                scope="row"
                className={`${td} left-0 z-10 bg-white text-left md:sticky font-normal shadow-[1px_0_0_var(--color-slate-200)]`}
              >
                <div className="flex items-start gap-3">
                  <Avatar user={user} />
                  <div className="min-w-0">
                    <p className="font-bold break-words text-ink">{user.username}</p>
                    {user.favTeam && <FavTeamBadge team={user.favTeam} />}
                    <p className="mt-0.5 text-xs text-muted">
                      {t.id}: {user.id}
                    </p>
                  </div>
                </div>
              </th>
              <td className={td}>
                <p className="text-ink [overflow-wrap:anywhere]">
                  <Email email={user.email} />
                </p>
                <p className="text-xs text-muted">{user.phone || t.noPhone}</p>
              </td>
              <td className={td}>
                <SocialLinks user={user} />
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <p>
                  <span className="text-muted">{t.total}:</span> <strong>{formatNumber(user.points ?? 0)}</strong>
                </p>
                <p>
                  <span className="text-muted">{t.round}:</span>{' '}
                  <strong>{formatNumber(user.currentPoints ?? 0)}</strong>
                </p>
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <RoleBadge user={user} />
              </td>
              <td className={td}>
                <Actions user={user} onEdit={onEdit} onAdjust={onAdjust} onData={onData} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
