import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { type MatchFilter, readMatchFilter, writeMatchFilter } from '../../components/admin/match-filter.ts';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { usePagedQuery, useResource } from '../../components/admin/use-resource.ts';
import { Button } from '../../components/button.tsx';
import { failureSummary } from '../../form-errors.ts';
import { MatchCard } from './match-card.tsx';
import { MatchForm, matchFields } from './match-form.tsx';
import {
  type AdminMatch,
  createMatch,
  deleteMatch,
  fetchMatch,
  type MatchPayload,
  matchesQuery,
  updateMatch,
} from './matches.api.ts';

const matchesScreenTexts = {
  add: 'Adaugă Meci',
  addTitle: 'Adaugă meci',
  editTitle: 'Editează meciul',
  deleteTitle: 'Șterge meciul',
  deleteConfirm: (m: AdminMatch) =>
    `Sigur vrei să ștergi meciul ${m.team1.name} – ${m.team2.name}? Se șterg și predicțiile lui, iar punctele se recalculează.`,
  empty: 'Nu există meciuri.',
  emptyUnscored: 'Toate meciurile au scor.',
  emptyStartedUnscored: 'Toate meciurile începute au scor.',
  /** The filter in force, above the list, with how many matches it leaves. */
  filtered: {
    unscored: 'Se afișează doar meciurile fără scor',
    'started-unscored': 'Se afișează doar meciurile începute fără scor',
  },
  filteredCount: (n: number) => count(n, nouns.matches),
  scored: (n: number) => count(n, ['predicție punctată', 'predicții punctate']),
} as const;

const hasResult = (p: { team1_finalScore: number | null; team2_finalScore: number | null }) =>
  p.team1_finalScore !== null || p.team2_finalScore !== null;

const emptyTexts: Record<MatchFilter, string> = {
  all: matchesScreenTexts.empty,
  unscored: matchesScreenTexts.emptyUnscored,
  'started-unscored': matchesScreenTexts.emptyStartedUnscored,
};

/** The filter in force and what it leaves, said above the list (the toggle beside it shows all again). */
function FilterLine({ filter, total }: { filter: Exclude<MatchFilter, 'all'>; total: number | undefined }) {
  return (
    <p
      className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 font-medium text-sky-950"
      data-testid="match-filter"
    >
      {matchesScreenTexts.filtered[filter]}
      {total !== undefined && `: ${matchesScreenTexts.filteredCount(total)}`}.
    </p>
  );
}

/**
 * Meciuri: 10 a page, newest first, optionally only those without a score, or only those started without one (the
 * dashboard's count opens it so); the filter and the page are in the URL. Add, edit (with the result), delete.
 */
export function MatchesScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readMatchFilter(params);
  const { query, paging } = usePagedQuery((page) => matchesQuery(page, filter));
  const matches = useResource({
    save: (match: AdminMatch | null, payload: MatchPayload) =>
      match ? updateMatch(match, payload) : createMatch(payload),
    remove: deleteMatch,
    refresh: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    reload: (match) => fetchMatch(match.documentId),
    saveFailed: {
      create: adminMessages.matchCreateFailed,
      update: adminMessages.matchUpdateFailed,
      fields: matchFields,
    },
    deleteFailed: (error) => failureSummary(adminMessages.matchDeleteFailed, error),
    // After a result is saved (or changed), how many predictions were scored.
    savedNotice: (res, match, payload) => {
      const scored = res?.meta?.scored;
      return typeof scored === 'number' && (hasResult(payload) || (match && hasResult(match)))
        ? matchesScreenTexts.scored(scored)
        : null;
    },
  });

  return (
    <ResourceScreen
      resource={matches}
      list={{ ...query, data: query.data?.data }}
      texts={{
        ...matchesScreenTexts,
        loadFailed: adminMessages.dataLoadFailed,
        empty: emptyTexts[filter],
      }}
      toolbar={
        <div className="space-y-3">
          <div className="flex flex-wrap justify-between gap-3">
            {/* Any filter in force is cleared by the one button; without one, it narrows to the unscored. */}
            <Button
              variant="outline"
              onClick={() => setParams((p) => writeMatchFilter(p, filter === 'all' ? 'unscored' : 'all'))}
            >
              {filter === 'all' ? adminMessages.onlyUnscored : adminMessages.allMatches}
            </Button>
            <Button variant="secondary" onClick={() => matches.openForm(null)}>
              {matchesScreenTexts.add}
            </Button>
          </div>
          <div aria-live="polite">
            {filter !== 'all' && (
              <FilterLine
                filter={filter}
                total={query.isPlaceholderData ? undefined : query.data?.meta.pagination.total}
              />
            )}
          </div>
        </div>
      }
      cards={{
        keyOf: (match) => match.documentId,
        render: (match) => (
          <MatchCard match={match} onEdit={() => matches.openForm(match)} onDelete={() => matches.askDelete(match)} />
        ),
        className: 'grid grid-cols-1 gap-4 xl:grid-cols-2',
        itemClassName: 'min-w-0',
      }}
      paging={paging}
      wide
      renderForm={({ item, ...form }) => <MatchForm match={item} {...form} />}
    />
  );
}
