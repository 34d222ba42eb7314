import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdminPagination } from '../admin-ui/admin-pagination.tsx';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { TeamCard } from './team-card.tsx';
import { TeamFormModal } from './team-form-modal.tsx';
import { type AdminTeam, deleteTeam, teamsKey, teamsPageQuery } from './teams.api.ts';
import { teamsTexts as t } from './teams-texts.ts';

/** Echipe: the 'Adaugă Echipă' button, the card grid (12 a page), the modals. */
export function TeamsScreen() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ team: AdminTeam | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminTeam | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isPending, isError } = useQuery(teamsPageQuery(page));

  const removal = useMutation({
    mutationFn: (team: AdminTeam) => deleteTeam(team.documentId),
    onSuccess: async () => {
      setNotice(t.deleted);
      await queryClient.invalidateQueries({ queryKey: teamsKey });
    },
    onSettled: () => setToDelete(null),
  });

  // Deleting the last team of the last page: step back to the page that still exists.
  const pageCount = data?.meta.pagination.pageCount ?? 1;
  useEffect(() => {
    if (data && page > 1 && page > pageCount) setPage(Math.max(pageCount, 1));
  }, [data, page, pageCount]);

  const openForm = (team: AdminTeam | null) => {
    removal.reset();
    setNotice(null);
    setEditing({ team });
  };

  return (
    <div className="space-y-5">
      <div>
        <Button type="button" variant="secondary" onClick={() => openForm(null)}>
          <span aria-hidden="true">+</span> {adminMessages.addTeam}
        </Button>
      </div>
      {removal.isError && <ErrorBanner message={failureSummary(adminMessages.teamDeleteFailed, removal.error)} />}
      {notice && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
          {notice}
        </p>
      )}
      {isPending ? (
        <SkeletonCards count={6} grid />
      ) : isError ? (
        <ErrorBanner message={adminMessages.teamsLoadFailed} />
      ) : data.data.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.data.map((team) => (
              <TeamCard
                key={team.documentId}
                team={team}
                onEdit={openForm}
                onDelete={(chosen) => {
                  removal.reset();
                  setNotice(null);
                  setToDelete(chosen);
                }}
              />
            ))}
          </ul>
          <AdminPagination page={page} pageCount={pageCount} onChange={setPage} />
        </>
      )}
      <TeamFormModal
        open={editing !== null}
        team={editing?.team ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice(t.saved);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t.deleteTitle}
        message={toDelete ? t.deleteConfirm(toDelete.name) : ''}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
