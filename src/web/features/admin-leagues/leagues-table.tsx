import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates.ts';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import type { AdminLeague } from './leagues.api.ts';
import { leaguesTexts as t } from './leagues-texts.ts';

interface LeaguesTableProps {
  leagues: AdminLeague[];
  onRename: (league: AdminLeague) => void;
  onDelete: (league: AdminLeague) => void;
}

function Emblem({ league }: { league: AdminLeague }) {
  if (league.emblem) {
    return (
      <img
        src={league.emblem.url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-lg bg-emerald-100 font-bold text-emerald-900 uppercase"
    >
      {league.name.slice(0, 2)}
    </span>
  );
}

function NameAndDescription({ league, heading }: { league: AdminLeague; heading?: boolean }) {
  const Name = heading ? 'h2' : 'p';
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Emblem league={league} />
      <div className="min-w-0">
        <Name className="font-bold break-words text-ink">{league.name}</Name>
        <p className={`text-sm break-words ${league.description ? 'text-slate-700' : 'text-muted'}`}>
          {league.description || t.noDescription}
        </p>
      </div>
    </div>
  );
}

function OwnerLink({ league }: { league: AdminLeague }) {
  return (
    <Link
      to={paths.publicProfile(league.owner.documentId)}
      className="font-semibold break-all text-brand-dark underline underline-offset-2 hover:text-brand"
    >
      <span className="sr-only">{t.ownerProfile(league.owner.username)}: </span>
      {league.owner.username}
    </Link>
  );
}

const Code = ({ league }: { league: AdminLeague }) => (
  <span className="font-mono text-sm tracking-wide text-slate-800">{league.code}</span>
);

type ActionsProps = Omit<LeaguesTableProps, 'leagues'> & { league: AdminLeague; stacked?: boolean };

/** Redenumește and Șterge: side by side on a card, one above the other in the table's narrow column. */
function Actions({ league, onRename, onDelete, stacked }: ActionsProps) {
  return (
    <div className={`grid gap-2 ${stacked ? 'grid-cols-1' : 'grid-cols-2'}`}>
      <Button type="button" size="sm" variant="outline" onClick={() => onRename(league)}>
        {t.rename}
        <span className="sr-only"> {league.name}</span>
      </Button>
      <Button type="button" size="sm" variant="danger" onClick={() => onDelete(league)}>
        {t.delete}
        <span className="sr-only"> {league.name}</span>
      </Button>
    </div>
  );
}

/** On a phone: one card per league, every column of the table in it. */
function LeagueCards({ leagues, ...actions }: LeaguesTableProps) {
  return (
    <ul aria-label={t.tableCaption} className="space-y-3 md:hidden">
      {leagues.map((league) => (
        <li key={league.documentId} data-testid={`league-card-${league.documentId}`}>
          <article aria-label={league.name} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <NameAndDescription league={league} heading />
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-muted">{t.colOwner}</dt>
              <dd className="min-w-0">
                <OwnerLink league={league} />
              </dd>
              <dt className="text-muted">{t.colCode}</dt>
              <dd>
                <Code league={league} />
              </dd>
              <dt className="text-muted">{t.colMembers}</dt>
              <dd className="text-ink">{t.members(league.membersCount)}</dd>
              <dt className="text-muted">{t.colCreated}</dt>
              <dd className="text-ink">{formatDate(league.createdAt)}</dd>
            </dl>
            <div className="mt-3">
              <Actions league={league} {...actions} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

const th = 'px-3 py-3 text-left text-xs font-bold tracking-wide text-slate-700 uppercase';
const td = 'px-3 py-3 align-top';

function LeaguesGrid({ leagues, onRename, onDelete }: LeaguesTableProps) {
  return (
    <section
      aria-label={t.tableCaption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block"
    >
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t.colLeague}
            </th>
            <th scope="col" className={`${th} w-36`}>
              {t.colOwner}
            </th>
            <th scope="col" className={`${th} w-32`}>
              {t.colCode}
            </th>
            <th scope="col" className={`${th} w-28`}>
              {t.colMembers}
            </th>
            <th scope="col" className={`${th} w-40`}>
              {t.colCreated}
            </th>
            <th scope="col" className={`${th} w-40`}>
              {t.colActions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leagues.map((league) => (
            <tr key={league.documentId} data-testid={`league-row-${league.documentId}`}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <NameAndDescription league={league} />
              </th>
              <td className={td}>
                <OwnerLink league={league} />
              </td>
              <td className={td}>
                <Code league={league} />
              </td>
              <td className={td}>{t.members(league.membersCount)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(league.createdAt)}</td>
              <td className={td}>
                <Actions league={league} onRename={onRename} onDelete={onDelete} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The leagues: cards on a phone; from md up, a table that scrolls sideways inside its own frame if it must. */
export function LeaguesTable(props: LeaguesTableProps) {
  return (
    <>
      <LeagueCards {...props} />
      <LeaguesGrid {...props} />
    </>
  );
}
