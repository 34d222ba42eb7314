import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { usePagedQuery, useResource } from '../../components/admin/use-resource.ts';
import { failureSummary } from '../../form-errors.ts';
import { LeagueRenameForm, leagueRenameFields } from './league-rename-form.tsx';
import {
  type AdminLeague,
  deleteLeague,
  fetchLeague,
  type LeagueRename,
  type LeagueSort,
  leaguesKey,
  leaguesPageQuery,
  renameLeague,
} from './leagues.api.ts';
import { LeaguesTable } from './leagues-table.tsx';
import { leaguesTexts as t } from './leagues-texts.ts';

/** How long the search waits for the typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/** The search as typed, and the same settled (what the list asks for). */
function useSettledSearch() {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, settled };
}

/** Ligi: every private league, searched and sorted on the server, 20 a page, with rename and delete. */
export function LeaguesScreen() {
  const queryClient = useQueryClient();
  const searchId = useId();
  const search = useSettledSearch();
  const [sort, setSort] = useState<LeagueSort>('newest');
  const { query, paging } = usePagedQuery((page) => leaguesPageQuery(page, search.settled, sort));
  const { onChange: goToPage } = paging;
  // A new search or order starts at its first page, replacing the history entry so that typing adds no steps to
  // Back; when the screen opens, the URL's page stands.
  const asked = `${sort}\n${search.settled}`;
  const lastAsked = useRef(asked);
  useEffect(() => {
    if (lastAsked.current === asked) return;
    lastAsked.current = asked;
    goToPage(1, { replace: true });
  }, [asked, goToPage]);
  const leagues = useResource({
    // The screen only edits: a league is created by its owner.
    save: (league: AdminLeague | null, input: LeagueRename) => {
      if (!league) throw new Error('the back office does not create leagues');
      return renameLeague(league, input);
    },
    remove: deleteLeague,
    refresh: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
    reload: (league) => fetchLeague(league.documentId),
    saveFailed: { create: t.renameFailed, update: t.renameFailed, fields: leagueRenameFields },
    deleteFailed: (error) => failureSummary(t.deleteFailed, error),
    savedNotice: () => t.saved,
    deletedNotice: t.deleted,
    // A refused rename may be of a league deleted meanwhile: the list is read again.
    refreshAfterFailure: true,
  });
  const total = query.data?.meta.pagination.total;

  return (
    <ResourceScreen
      resource={leagues}
      className="space-y-5"
      list={{ ...query, data: query.data?.data }}
      texts={{
        ...t,
        empty: search.settled ? t.noMatch : t.empty,
        addTitle: t.editTitle,
        deleteConfirm: (league) => t.deleteConfirm(league.name, league.membersCount),
      }}
      toolbar={
        <div className="space-y-3">
          <p className="text-slate-700">{t.intro}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-ink">
                {t.search}
              </label>
              <input
                id={searchId}
                type="search"
                value={search.typed}
                onChange={(e) => search.setTyped(e.target.value)}
                className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3.5 py-2 text-base text-ink shadow-sm focus:border-brand"
              />
            </div>
            <SelectField
              label={t.sort}
              className="sm:w-56"
              value={sort}
              onChange={(e) => setSort(e.target.value as LeagueSort)}
            >
              <option value="newest">{t.sortNewest}</option>
              <option value="name">{t.sortName}</option>
              <option value="members">{t.sortMembers}</option>
            </SelectField>
            {total !== undefined && (
              <p className="pb-2.5 text-sm text-muted sm:ml-auto" data-testid="leagues-total">
                {t.total(total)}
              </p>
            )}
          </div>
        </div>
      }
      renderList={(items) => <LeaguesTable leagues={items} onRename={leagues.openForm} onDelete={leagues.askDelete} />}
      paging={paging}
      renderForm={(form) => <LeagueRenameForm {...form} />}
    />
  );
}
