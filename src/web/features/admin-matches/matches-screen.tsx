import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { count } from '../../../domain/numerals.ts';
import { Button } from '../../components/button.tsx';
import { failureSummary } from '../../form-errors.ts';
import { ResourceScreen } from '../admin-ui/resource-screen.tsx';
import { usePagedQuery, useResource } from '../admin-ui/use-resource.ts';
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
  scored: (n: number) => count(n, ['predicție punctată', 'predicții punctate']),
} as const;

const hasResult = (p: { team1_finalScore: number | null; team2_finalScore: number | null }) =>
  p.team1_finalScore !== null || p.team2_finalScore !== null;

/** Meciuri: 10 a page, newest first, optionally only those without a score; add, edit (with the result), delete. */
export function MatchesScreen() {
  const queryClient = useQueryClient();
  const [onlyUnscored, setOnlyUnscored] = useState(false);
  const { query, paging } = usePagedQuery((page) => matchesQuery(page, onlyUnscored));
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
        empty: onlyUnscored ? matchesScreenTexts.emptyUnscored : matchesScreenTexts.empty,
      }}
      toolbar={
        <div className="flex flex-wrap justify-between gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setOnlyUnscored((v) => !v);
              paging.onChange(1);
            }}
          >
            {onlyUnscored ? adminMessages.allMatches : adminMessages.onlyUnscored}
          </Button>
          <Button variant="secondary" onClick={() => matches.openForm(null)}>
            {matchesScreenTexts.add}
          </Button>
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
