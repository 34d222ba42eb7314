import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { count } from '../../../domain/numerals.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdminModal } from '../admin-ui/admin-modal.tsx';
import { AdminPagination } from '../admin-ui/admin-pagination.tsx';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { useFormFailure } from '../admin-ui/server-field-errors.ts';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { MatchCard } from './match-card.tsx';
import { MatchForm, matchFields } from './match-form.tsx';
import {
  type AdminMatch,
  createMatch,
  deleteMatch,
  type MatchPayload,
  matchesQuery,
  updateMatch,
} from './matches.api.ts';

const matchesScreenTexts = {
  add: 'Adaugă Meci',
  addTitle: 'Adaugă meci',
  editTitle: 'Editează meciul',
  deleteTitle: 'Șterge meciul',
  deleteConfirm: (title: string) =>
    `Sigur vrei să ștergi meciul ${title}? Se șterg și predicțiile lui, iar punctele se recalculează.`,
  empty: 'Nu există meciuri.',
  emptyUnscored: 'Toate meciurile au scor.',
  scored: (n: number) => count(n, ['predicție punctată', 'predicții punctate']),
} as const;

type Editing = { match: AdminMatch | null } | null;

const hasResult = (p: { team1_finalScore: number | null; team2_finalScore: number | null }) =>
  p.team1_finalScore !== null || p.team2_finalScore !== null;

/** Meciuri: 10 a page, newest first, optionally only those without a score; add, edit (with the result), delete. */
export function MatchesScreen() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [onlyUnscored, setOnlyUnscored] = useState(false);
  const matches = useQuery(matchesQuery(page, onlyUnscored));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminMatch | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const save = useMutation({
    mutationFn: ({ match, payload }: { match: AdminMatch | null; payload: MatchPayload }) =>
      match ? updateMatch(match.documentId, payload) : createMatch(payload),
    onSuccess: async (res, { match, payload }) => {
      setEditing(null);
      const scored = res?.meta?.scored;
      if (typeof scored === 'number' && (hasResult(payload) || (match && hasResult(match)))) {
        setNotice(matchesScreenTexts.scored(scored));
      }
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (match: AdminMatch) => deleteMatch(match.documentId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setDeleteError(failureSummary(adminMessages.matchDeleteFailed, error));
    },
  });

  const openForm = (match: AdminMatch | null) => {
    save.reset();
    setNotice(null);
    setDeleteError(null);
    setEditing({ match });
  };
  const saveFailure = useFormFailure(
    save.error,
    editing?.match ? adminMessages.matchUpdateFailed : adminMessages.matchCreateFailed,
    matchFields,
  );
  const pageCount = matches.data?.meta.pagination.pageCount ?? 1;
  // After a delete empties the last page (or the filter shrinks the list), go back to the last page that exists.
  useEffect(() => {
    if (matches.data && page > Math.max(1, pageCount)) setPage(Math.max(1, pageCount));
  }, [matches.data, page, pageCount]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="outline"
          onClick={() => {
            setOnlyUnscored((v) => !v);
            setPage(1);
          }}
        >
          {onlyUnscored ? adminMessages.allMatches : adminMessages.onlyUnscored}
        </Button>
        <Button variant="secondary" onClick={() => openForm(null)}>
          {matchesScreenTexts.add}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {notice && (
          <p className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
            {notice}
          </p>
        )}
      </div>
      {deleteError && <ErrorBanner message={deleteError} />}
      {matches.isPending ? (
        <SkeletonCards count={3} />
      ) : matches.isError ? (
        <ErrorBanner message={adminMessages.dataLoadFailed} />
      ) : matches.data.data.length === 0 ? (
        <EmptyState text={onlyUnscored ? matchesScreenTexts.emptyUnscored : matchesScreenTexts.empty} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {matches.data.data.map((match) => (
            <li key={match.documentId} className="min-w-0">
              <MatchCard
                match={match}
                onEdit={() => openForm(match)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(match);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={page} pageCount={pageCount} onChange={setPage} />

      <AdminModal
        open={editing !== null}
        wide
        title={editing?.match ? matchesScreenTexts.editTitle : matchesScreenTexts.addTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <MatchForm
            key={editing.match?.documentId ?? 'new'}
            match={editing.match}
            pending={save.isPending}
            failure={saveFailure}
            onSubmit={(payload) => save.mutate({ match: editing.match, payload })}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        open={deleting !== null}
        title={matchesScreenTexts.deleteTitle}
        message={deleting ? matchesScreenTexts.deleteConfirm(`${deleting.team1.name} – ${deleting.team2.name}`) : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
